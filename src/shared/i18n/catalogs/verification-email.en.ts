/** A new verification link for a couple's client portal account (auth.emails.ts). Server only. */
export const verificationEmailEn = {
  'email.verification.subject': 'Verify your e-mail address',
  'email.verification.greeting': 'Hi {firstName},',
  'email.verification.confirm':
    'Please confirm this address is yours with the button below: you choose your password there, and anyone else signed in to this account is signed out.',
  'email.verification.worksOnce': 'The link works once, for 7 days.',
  'email.verification.notYou':
    'If you did not create this account, confirming takes it over and signs out whoever did.',
  'email.verification.action': 'Verify my e-mail',
} as const;
