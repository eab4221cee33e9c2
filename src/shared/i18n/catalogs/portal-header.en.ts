/**
 * The client portal's header, which the signed-in shell draws around the portal: plain texts
 * (no values), read without the message compiler so the staff shell's bundle stays as it was.
 */
export const portalHeaderEn = {
  'portalHeader.caption': 'Client Portal',
  'portalHeader.signedInAs': 'Signed in as',
  'portalHeader.profile': 'Profile',
  'portalHeader.signOut': 'Sign out',
  // The notification bell's own words in a client's header (decision 075); its notices are
  // written in the booking's language by the server.
  'portalHeader.notifications': 'Notifications',
  'portalHeader.unread': 'unread',
  'portalHeader.unreadItem': 'Unread:',
  'portalHeader.markAllRead': 'Mark all read',
  'portalHeader.notificationsFailed': 'Notifications could not be loaded.',
  'portalHeader.allCaughtUp': 'You’re all caught up.',
} as const;
