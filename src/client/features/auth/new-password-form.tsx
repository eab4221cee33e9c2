import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { User } from '#shared/auth/auth.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { applyFieldErrors } from '#client/lib/apply-field-errors.ts';
import { checkNewPassword } from '#client/lib/check-new-password.ts';
import { toastApiError } from '#client/lib/toast-api-error.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { useFollowAccountLink, type AccountLinkKind } from './account-api.ts';

/** As on signup, the length and the confirmation are checked on submit and answered with its toasts. */
const newPasswordFormSchema = z.object({
  password: z.string().min(1, 'Password is required').max(200, 'Password is too long'),
  confirmPassword: z.string().min(1, 'Please confirm your password'),
});
type NewPasswordFormInput = z.input<typeof newPasswordFormSchema>;

/**
 * The form of a link that proves the address (verification or reset): the address it opens, the
 * new password twice. Sending it claims the account and signs this browser in (decision 025).
 */
export function NewPasswordForm({
  kind,
  token,
  email,
  submitLabel,
  onDone,
}: {
  kind: AccountLinkKind;
  token: string;
  email: string;
  submitLabel: string;
  onDone: (user: User) => void;
}) {
  const claim = useFollowAccountLink(kind, token);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<NewPasswordFormInput>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(({ password, confirmPassword }) => {
    if (!checkNewPassword(password, confirmPassword)) return;
    claim.mutate(password, {
      onSuccess: ({ user }) => onDone(user),
      onError: (error) => {
        applyFieldErrors(error, ['password'], setError);
        toastApiError(error, 'Your password could not be saved. Please try again.', 'Could not save password');
      },
    });
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-5">
      {/* The address, for password managers to store the new password under. */}
      <TextField label="Email" type="email" value={email} readOnly autoComplete="username" />
      <NewPasswordFields
        password={{ label: 'New Password', error: errors.password?.message, field: register('password') }}
        confirm={{
          label: 'Confirm Password',
          error: errors.confirmPassword?.message,
          field: register('confirmPassword'),
        }}
      />
      <Button type="submit" size="lg" className="w-full" disabled={claim.isPending} aria-busy={claim.isPending}>
        {claim.isPending ? 'Saving...' : submitLabel}
      </Button>
    </form>
  );
}
