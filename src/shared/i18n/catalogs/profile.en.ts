/**
 * The Profile page (/profile) a client opens from their portal, in their portal's language: its
 * account card, e-mail choices and password change. Staff's Profile reads the same English. The
 * `profile.error.*` texts are exactly what the password form's schema and the server write, so
 * the page finds their keys by that text (createEnglishLookup).
 */
export const profileEn = {
  'profile.title': 'Profile',
  'profile.description': 'Your account, your e-mail notifications and your password.',
  'profile.backToPortal': 'Back to my portal',

  'profile.account.title': 'Your account',
  'profile.account.description': 'The name and e-mail address you sign in with.',
  'profile.account.name': 'Name',
  'profile.account.email': 'E-mail',
  'profile.account.verified': 'Your e-mail address is verified.',
  'profile.account.notVerified':
    'Your e-mail address is not verified yet. Verifying proves it is yours, and lets a venue add your bookings to your account without an invitation.',
  'profile.account.linkSent': 'We sent a new link to {email}. It works once, for 7 days.',
  'profile.account.linkNotSent':
    'E-mail is not set up on this VenueDesk yet, so no link can reach {email}. Ask whoever runs it to set up e-mail, then send a link again.',
  'profile.account.sending': 'Sending...',
  'profile.account.sendLink': 'Send a verification link',
  'profile.account.sendFailed': 'The link could not be sent. Please try again.',

  'profile.emails.title': 'E-mail notifications',
  'profile.emails.description': 'Every notification appears under the bell. Tick the ones you also want by e-mail.',
  'profile.emails.loadFailed': 'Your e-mail choices could not be loaded.',
  'profile.emails.legend': 'Also by e-mail',
  'profile.emails.save': 'Save e-mail choices',
  'profile.emails.saving': 'Saving…',
  'profile.emails.saved': 'E-mail notifications saved',
  'profile.emails.saveFailedTitle': 'Could not save',
  'profile.emails.saveFailed': 'Your choices could not be saved. Please try again.',
  'profile.emails.kind.paymentDue': 'A payment is due',
  'profile.emails.kind.contractSent': 'A contract to sign',

  'profile.password.title': 'Change password',
  'profile.password.description': 'Every other device signed in to your account is signed out; this one stays.',
  'profile.password.current': 'Current Password',
  'profile.password.new': 'New Password',
  'profile.password.confirm': 'Confirm New Password',
  'profile.password.hint': 'At least {min} characters.',
  'profile.password.submit': 'Change password',
  'profile.password.submitting': 'Changing...',
  'profile.password.changed': 'Password changed',
  'profile.password.changedDescription': 'Other devices signed in to your account were signed out.',
  'profile.password.failedTitle': 'Could not change password',
  'profile.password.failed': 'Your password could not be changed. Please try again.',
  'profile.password.mismatchTitle': 'Password mismatch',
  'profile.password.mismatch': 'Please make sure your passwords match',
  'profile.password.tooShortTitle': 'Password too short',
  'profile.password.tooShort': 'Password must be at least {min} characters long',

  'profile.error.currentRequired': 'Current password is required',
  'profile.error.newRequired': 'New password is required',
  'profile.error.tooLong': 'Password is too long',
  'profile.error.confirmRequired': 'Please confirm your new password',
  'profile.error.wrongCurrent': 'Your current password is not correct',
} as const;
