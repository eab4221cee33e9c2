import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { User } from '#shared/auth/auth.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { applyFieldErrors } from '#client/lib/apply-field-errors.ts';
import { checkNewPassword } from '#client/lib/check-new-password.ts';
import { getApiErrorMessage } from '#client/lib/api-error-messages.ts';
import { toast } from '#client/lib/use-toast.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { useFollowAccountLink, type AccountLinkKind } from './account-api.ts';

/** The form's words; a couple's verification page gives them in its language (decision 068). */
export interface NewPasswordFormTexts {
  email: string;
  newPassword: string;
  confirmPassword: string;
  passwordHint: string;
  passwordRequired: string;
  passwordTooLong: string;
  confirmRequired: string;
  mismatch: { title: string; description: string };
  tooShort: { title: string; description: string };
  saveFailed: { title: string; description: string };
  saving: string;
}

/** As on signup, the length and the confirmation are checked on submit and answered with its toasts. */
function makeNewPasswordFormSchema(texts: NewPasswordFormTexts | undefined) {
  return z.object({
    password: z
      .string()
      .min(1, texts?.passwordRequired ?? 'Password is required')
      .max(200, texts?.passwordTooLong ?? 'Password is too long'),
    confirmPassword: z.string().min(1, texts?.confirmRequired ?? 'Please confirm your password'),
  });
}
type NewPasswordFormInput = z.input<ReturnType<typeof makeNewPasswordFormSchema>>;

/**
 * The form of a link that proves the address (verification or reset): the address it opens, the
 * new password twice. Sending it claims the account and signs this browser in (decision 025).
 */
export function NewPasswordForm({
  kind,
  token,
  email,
  submitLabel,
  texts,
  errorMessage,
  onDone,
}: {
  kind: AccountLinkKind;
  token: string;
  email: string;
  submitLabel: string;
  /** The form's words in the page's language; English unless given. */
  texts?: NewPasswordFormTexts;
  /** A failed save's message in the page's language (`translateApiError`); the server's text unless given. */
  errorMessage?: (error: unknown, fallback: string) => string;
  onDone: (user: User) => void;
}) {
  const claim = useFollowAccountLink(kind, token);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<NewPasswordFormInput>({
    resolver: zodResolver(makeNewPasswordFormSchema(texts)),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(({ password, confirmPassword }) => {
    if (!checkNewPassword(password, confirmPassword, texts)) return;
    claim.mutate(password, {
      onSuccess: ({ user }) => onDone(user),
      onError: (error) => {
        applyFieldErrors(error, ['password'], setError);
        const fallback = texts?.saveFailed.description ?? 'Your password could not be saved. Please try again.';
        toast({
          variant: 'destructive',
          title: texts?.saveFailed.title ?? 'Could not save password',
          description: (errorMessage ?? getApiErrorMessage)(error, fallback),
        });
      },
    });
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-5">
      {/* The address, for password managers to store the new password under. */}
      <TextField label={texts?.email ?? 'Email'} type="email" value={email} readOnly autoComplete="username" />
      <NewPasswordFields
        password={{
          label: texts?.newPassword ?? 'New Password',
          hint: texts?.passwordHint,
          error: errors.password?.message,
          field: register('password'),
        }}
        confirm={{
          label: texts?.confirmPassword ?? 'Confirm Password',
          error: errors.confirmPassword?.message,
          field: register('confirmPassword'),
        }}
      />
      <Button type="submit" size="lg" className="w-full" disabled={claim.isPending} aria-busy={claim.isPending}>
        {claim.isPending ? (texts?.saving ?? 'Saving...') : submitLabel}
      </Button>
    </form>
  );
}
