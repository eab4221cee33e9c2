/**
 * The client portal's header, which the signed-in shell draws around the portal: plain texts
 * (no values), read without the message compiler so the staff shell's bundle stays as it was.
 */
export const portalHeaderEn = {
  'portalHeader.caption': 'Client Portal',
  'portalHeader.signedInAs': 'Signed in as',
  'portalHeader.profile': 'Profile',
  'portalHeader.signOut': 'Sign out',
} as const;
