import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '#shared/auth/auth.schemas.ts';
import { requiredText } from '#shared/fields.ts';
import type { InvitationPreview } from '#shared/team/team.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { toast } from '#client/lib/use-toast.ts';
import { getHomePath } from '#client/features/auth/index.ts';
import { checkNewPassword } from '#client/lib/check-new-password.ts';
import { toastApiError } from '#client/lib/toast-api-error.ts';
import { applyFieldErrors } from '#client/lib/apply-field-errors.ts';
import { useAcceptInvitation } from './api.ts';

/**
 * The fields a new account fills. As on signup, the password length and the confirmation are
 * checked on submit and answered with the signup toasts (spec §5). An existing account only
 * proves itself with its password; the server checks it.
 */
const acceptFormSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  password: z.string().min(1, 'Password is required').max(200, 'Password is too long'),
  confirmPassword: z.string(),
});
const newAccountFormSchema = acceptFormSchema.extend({
  firstName: requiredText('First name', 100),
  lastName: requiredText('Last name', 100),
  confirmPassword: z.string().min(1, 'Please confirm your password'),
});
type AcceptFormInput = z.input<typeof acceptFormSchema>;

const formFields = ['firstName', 'lastName', 'password'] as const;
const emptyForm: AcceptFormInput = { firstName: '', lastName: '', password: '', confirmPassword: '' };

export function AcceptInviteForm({ token, preview }: { token: string; preview: InvitationPreview }) {
  const [, navigate] = useLocation();
  const acceptMutation = useAcceptInvitation(token);
  const isNewAccount = !preview.hasAccount;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AcceptFormInput>({
    resolver: zodResolver(isNewAccount ? newAccountFormSchema : acceptFormSchema),
    defaultValues: emptyForm,
  });

  const onSubmit = handleSubmit(({ firstName, lastName, password, confirmPassword }) => {
    if (isNewAccount && !checkNewPassword(password, confirmPassword)) return;
    const input = isNewAccount ? { firstName, lastName, password } : { password };
    acceptMutation.mutate(input, {
      onSuccess: ({ user }) => {
        toast({ title: 'Invitation accepted', description: `Welcome to ${preview.venueName}!` });
        navigate(getHomePath(user));
      },
      onError: (error) => {
        applyFieldErrors(error, formFields, setError);
        toastApiError(error, 'Failed to accept invitation. Please try again.', 'Could not accept invitation');
      },
    });
  });

  const isBusy = acceptMutation.isPending;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-5">
      <TextField label="Email" type="email" value={preview.email} readOnly autoComplete="username" />
      {isNewAccount && (
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="First Name"
            autoComplete="given-name"
            required
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            label="Last Name"
            autoComplete="family-name"
            required
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </div>
      )}
      <TextField
        label="Password"
        type="password"
        autoComplete={isNewAccount ? 'new-password' : 'current-password'}
        required
        hint={
          isNewAccount
            ? `At least ${MIN_PASSWORD_LENGTH} characters.`
            : 'You already have a VenueDesk account: enter its password.'
        }
        error={errors.password?.message}
        {...register('password')}
      />
      {!isNewAccount && (
        // Whoever registered this address before its owner set a password the owner cannot know:
        // a reset link, sent to the address, gives it back (decision 025).
        <Link
          href={`/forgot-password?${new URLSearchParams({ email: preview.email }).toString()}`}
          className="text-primary -mt-2 justify-self-end text-sm font-medium underline-offset-4 hover:underline"
        >
          Forgot password?
        </Link>
      )}
      {isNewAccount && (
        <TextField
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
      )}
      <Button type="submit" size="lg" className="w-full" disabled={isBusy} aria-busy={isBusy}>
        {isBusy ? 'Joining...' : 'Accept invitation'}
      </Button>
    </form>
  );
}
