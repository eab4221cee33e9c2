import { AccountLinkPage, type AccountLinkTexts } from '#client/features/auth/account-link-page.tsx';

const texts: AccountLinkTexts = {
  title: 'Confirm your e-mail address',
  description: 'Choose the password for your VenueDesk account. Anyone else signed in to it will be signed out.',
  submitLabel: 'Confirm and sign in',
  goneDescription: 'This verification link has been used or has expired.',
  success: { title: 'E-mail verified', description: 'Your address is confirmed and you are signed in.' },
};

/**
 * The link e-mailed at sign-up. Following it claims the account (decision 025): whoever holds the
 * mailbox chooses the password here, and any other session of the account ends.
 */
export function VerifyEmailPage() {
  return <AccountLinkPage kind="verify-email" texts={texts} />;
}
