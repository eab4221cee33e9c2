import { AccountLinkPage, type AccountLinkTexts } from '#client/features/auth/account-link-page.tsx';

const texts: AccountLinkTexts = {
  title: 'Choose a new password',
  description: 'Every device signed in to your account will be signed out.',
  submitLabel: 'Save password and sign in',
  goneDescription: 'This password reset link has been used or has expired.',
  success: { title: 'Password changed', description: 'You are signed in with your new password.' },
};

/** The link of "Forgot password?" (an hour, once): a new password, and this browser signed in. */
export function ResetPasswordPage() {
  return <AccountLinkPage kind="reset-password" texts={texts} />;
}
