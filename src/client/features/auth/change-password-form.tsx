import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { applyFieldErrors } from '#client/lib/apply-field-errors.ts';
import { checkNewPassword } from '#client/lib/check-new-password.ts';
import { translateFieldError, translateProfileError, useProfileT } from '#client/lib/i18n/profile-surface.ts';
import { toast } from '#client/lib/use-toast.ts';
import { MIN_PASSWORD_LENGTH } from '#shared/auth/auth.schemas.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { useChangePassword } from './account-api.ts';

/**
 * The new password's length and confirmation are answered with the signup toasts, as everywhere.
 * Its messages are profile.en.ts's `profile.error.*`, shown in the page's language.
 */
const changePasswordFormSchema = z.object({
  currentPassword: z.string().min(1, 'Current password is required').max(200, 'Password is too long'),
  newPassword: z.string().min(1, 'New password is required').max(200, 'Password is too long'),
  confirmPassword: z.string().min(1, 'Please confirm your new password'),
});
type ChangePasswordFormInput = z.input<typeof changePasswordFormSchema>;
const emptyForm: ChangePasswordFormInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The Profile page's password change: the current password, then the new one twice. */
export function ChangePasswordForm() {
  const headingId = useId();
  const change = useChangePassword();
  const translator = useProfileT();
  const { t } = translator;
  const fieldError = (message: string | undefined) => translateFieldError(message, translator);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordFormInput>({ resolver: zodResolver(changePasswordFormSchema), defaultValues: emptyForm });

  const onSubmit = handleSubmit(({ currentPassword, newPassword, confirmPassword }) => {
    const min = { min: MIN_PASSWORD_LENGTH };
    const texts = {
      mismatch: { title: t('profile.password.mismatchTitle'), description: t('profile.password.mismatch') },
      tooShort: { title: t('profile.password.tooShortTitle'), description: t('profile.password.tooShort', min) },
    };
    if (!checkNewPassword(newPassword, confirmPassword, texts)) return;
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          reset(emptyForm);
          toast({ title: t('profile.password.changed'), description: t('profile.password.changedDescription') });
        },
        onError: (error) => {
          applyFieldErrors(error, ['currentPassword', 'newPassword'], setError);
          toast({
            variant: 'destructive',
            title: t('profile.password.failedTitle'),
            description: translateProfileError(error, t('profile.password.failed'), translator),
          });
        },
      },
    );
  });

  return (
    <Card aria-labelledby={headingId} role="region">
      <CardHeader>
        <CardTitle id={headingId} className="text-lg">
          {t('profile.password.title')}
        </CardTitle>
        <CardDescription>{t('profile.password.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid max-w-md gap-5">
          <TextField
            label={t('profile.password.current')}
            type="password"
            autoComplete="current-password"
            required
            error={fieldError(errors.currentPassword?.message)}
            {...register('currentPassword')}
          />
          <NewPasswordFields
            password={{
              label: t('profile.password.new'),
              hint: t('profile.password.hint', { min: MIN_PASSWORD_LENGTH }),
              error: fieldError(errors.newPassword?.message),
              field: register('newPassword'),
            }}
            confirm={{
              label: t('profile.password.confirm'),
              error: fieldError(errors.confirmPassword?.message),
              field: register('confirmPassword'),
            }}
          />
          <Button type="submit" className="justify-self-start" disabled={change.isPending} aria-busy={change.isPending}>
            {change.isPending ? t('profile.password.submitting') : t('profile.password.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
