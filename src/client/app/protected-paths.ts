/** The signed-in pages of spec §2; they render inside the app shell. */
export const protectedPaths = [
  '/dashboard',
  '/calendar',
  '/leads',
  '/contracts',
  '/payments',
  '/client-portal',
  '/settings',
  '/optimization',
] as const;

export type ProtectedPath = (typeof protectedPaths)[number];

/** The one signed-in page a client may open; every other one is for venue staff. */
export const CLIENT_PORTAL_PATH = '/client-portal' satisfies ProtectedPath;

/** Matches any protected path (trailing slash and case tolerated, like wouter's own patterns). */
export const protectedPathPattern = new RegExp(
  `^(?:${protectedPaths.map((path) => path.replace('/', '\\/')).join('|')})\\/?$`,
  'i',
);
