import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { applyFieldErrors } from '#client/lib/apply-field-errors.ts';
import { checkNewPassword } from '#client/lib/check-new-password.ts';
import { toastApiError } from '#client/lib/toast-api-error.ts';
import { toast } from '#client/lib/use-toast.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { useChangePassword } from './account-api.ts';

/** The new password's length and confirmation are answered with the signup toasts, as everywhere. */
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
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordFormInput>({ resolver: zodResolver(changePasswordFormSchema), defaultValues: emptyForm });

  const onSubmit = handleSubmit(({ currentPassword, newPassword, confirmPassword }) => {
    if (!checkNewPassword(newPassword, confirmPassword)) return;
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          reset(emptyForm);
          toast({ title: 'Password changed', description: 'Other devices signed in to your account were signed out.' });
        },
        onError: (error) => {
          applyFieldErrors(error, ['currentPassword', 'newPassword'], setError);
          toastApiError(error, 'Your password could not be changed. Please try again.', 'Could not change password');
        },
      },
    );
  });

  return (
    <Card aria-labelledby={headingId} role="region">
      <CardHeader>
        <CardTitle id={headingId} className="text-lg">
          Change password
        </CardTitle>
        <CardDescription>Every other device signed in to your account is signed out; this one stays.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid max-w-md gap-5">
          <TextField
            label="Current Password"
            type="password"
            autoComplete="current-password"
            required
            error={errors.currentPassword?.message}
            {...register('currentPassword')}
          />
          <NewPasswordFields
            password={{ label: 'New Password', error: errors.newPassword?.message, field: register('newPassword') }}
            confirm={{
              label: 'Confirm New Password',
              error: errors.confirmPassword?.message,
              field: register('confirmPassword'),
            }}
          />
          <Button type="submit" className="justify-self-start" disabled={change.isPending} aria-busy={change.isPending}>
            {change.isPending ? 'Changing...' : 'Change password'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
