import { MIN_PASSWORD_LENGTH } from '#shared/auth/auth.schemas.ts';
import { toast } from './use-toast.ts';

/**
 * Spec §5's signup rules for a new password, answered with its toasts: the confirmation must
 * match, then the length must be at least 6. Returns whether the form may be sent.
 */
export function checkNewPassword(
  password: string,
  confirmPassword: string,
  /** The toasts in the page's language (a couple's page); English unless given. */
  texts?: { mismatch: { title: string; description: string }; tooShort: { title: string; description: string } },
): boolean {
  if (password !== confirmPassword) {
    toast(texts?.mismatch ?? { title: 'Password mismatch', description: 'Please make sure your passwords match' });
    return false;
  }
  if (password.length < MIN_PASSWORD_LENGTH) {
    toast(
      texts?.tooShort ?? {
        title: 'Password too short',
        description: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`,
      },
    );
    return false;
  }
  return true;
}
