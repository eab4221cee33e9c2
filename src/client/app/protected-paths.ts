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
  '/profile',
] as const;

export type ProtectedPath = (typeof protectedPaths)[number];

/** The client's home: their portal. */
export const CLIENT_PORTAL_PATH = '/client-portal' satisfies ProtectedPath;

/** Their own account's page, for staff and clients alike. */
export const PROFILE_PATH = '/profile' satisfies ProtectedPath;

/** The signed-in pages a client may open; every other one is for venue staff. */
export const clientPaths: readonly ProtectedPath[] = [CLIENT_PORTAL_PATH, PROFILE_PATH];

/** Matches any protected path (trailing slash and case tolerated, like wouter's own patterns). */
export const protectedPathPattern = new RegExp(
  `^(?:${protectedPaths.map((path) => path.replace('/', '\\/')).join('|')})\\/?$`,
  'i',
);
