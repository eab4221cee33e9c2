import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, MailWarning } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { PASSWORD_RESET_TTL_MINUTES, passwordResetRequestSchema } from '#shared/auth/auth.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { toastApiError } from '#client/lib/toast-api-error.ts';
import { useRequestPasswordReset } from './account-api.ts';

const linkClass = 'text-primary font-medium underline-offset-4 hover:underline';

/**
 * "Forgot password?": asks for the address and says the same afterwards whether or not an account
 * uses it, as the server does, so the page tells nobody who has an account.
 */
export function ForgotPasswordForm({ initialEmail, emailEnabled }: { initialEmail: string; emailEnabled: boolean }) {
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(passwordResetRequestSchema), defaultValues: { email: initialEmail } });

  const onSubmit = handleSubmit(({ email }) => {
    request.mutate(email, {
      onError: (error) => toastApiError(error, 'The link could not be sent. Please try again.', 'Could not send link'),
    });
  });

  if (request.isSuccess && !emailEnabled) {
    // Without SMTP the link stays in the outbox, where no one can read it (decision 062).
    return (
      <div className="grid gap-5">
        <div role="status" className="bg-muted/50 flex items-start gap-3 rounded-lg border p-4 text-sm">
          <MailWarning className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div className="grid gap-1">
            <p className="font-semibold">No e-mail could be sent</p>
            <p className="text-muted-foreground wrap-anywhere">
              E-mail is not set up on this VenueDesk yet, so no link can reach {request.variables}. Ask whoever runs it
              to set up e-mail, then try again.
            </p>
          </div>
        </div>
        <Button asChild size="lg" className="w-full">
          <Link href="/login">Back to Sign In</Link>
        </Button>
      </div>
    );
  }

  if (request.isSuccess) {
    return (
      <div className="grid gap-5">
        <div role="status" className="bg-muted/50 flex items-start gap-3 rounded-lg border p-4 text-sm">
          <CircleCheck className="text-success-foreground mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div className="grid gap-1">
            <p className="font-semibold">Check your e-mail</p>
            <p className="text-muted-foreground wrap-anywhere">
              If an account uses {request.variables}, we have e-mailed it a link to choose a new password. The link
              works once, for {PASSWORD_RESET_TTL_MINUTES} minutes.
            </p>
          </div>
        </div>
        <Button asChild size="lg" className="w-full">
          <Link href="/login">Back to Sign In</Link>
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-5">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={request.isPending} aria-busy={request.isPending}>
        {request.isPending ? 'Sending...' : 'Send reset link'}
      </Button>
      <p className="text-muted-foreground text-center text-sm">
        Remembered it?{' '}
        <Link href="/login" className={linkClass}>
          Sign in
        </Link>
      </p>
    </form>
  );
}
