/**
 * The account e-mails a couple can receive beside their invitation (team.emails.ts, auth.emails.ts):
 * a booking added to their portal account, a password reset. Server only.
 */
export const accountEmailEn = {
  'email.portalAccess.subject': '{venueName} added your event to your client portal',
  'email.portalAccess.heading': 'Your event at {venueName}',
  'email.portalAccess.greeting': 'Hi {coupleNames},',
  'email.portalAccess.added':
    '{venueName} added your event on {day} to your VenueDesk client portal. There you can see your booking, pay online and sign your contract.',
  'email.portalAccess.signIn': 'Sign in at {loginUrl}',

  'email.passwordReset.subject': 'Reset your VenueDesk password',
  'email.passwordReset.heading': 'Choose a new password',
  'email.passwordReset.greeting': 'Hi {firstName},',
  'email.passwordReset.asked':
    'Someone asked to reset the password of the VenueDesk account for this address. Choose a new one with the button below; every device signed in to the account is then signed out.',
  'email.passwordReset.worksOnce': 'The link works once, for {minutes} minutes. For a new one, go to {forgotUrl}',
  'email.passwordReset.ignore': 'If you did not ask, ignore this e-mail: your password stays as it is.',
  'email.passwordReset.action': 'Choose a new password',
} as const;
