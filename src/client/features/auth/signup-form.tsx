import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import { z } from 'zod';
import { registerSchema } from '#shared/auth/auth.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { toast } from '#client/lib/use-toast.ts';
import { toastApiError } from '#client/lib/toast-api-error.ts';
import { applyFieldErrors } from '#client/lib/apply-field-errors.ts';
import { checkNewPassword } from '#client/lib/check-new-password.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { useRegister } from './api.ts';

/**
 * The register rules for the required fields; the password length and the confirmation are
 * checked on submit instead, because spec §5 answers those two with toasts.
 */
const signupFormSchema = registerSchema.omit({ username: true }).extend({
  password: z.string().min(1, 'Password is required').max(200, 'Password is too long'),
  confirmPassword: z.string().min(1, 'Please confirm your password'),
});
type SignupFormInput = z.input<typeof signupFormSchema>;

const formFields = ['firstName', 'lastName', 'email', 'venueName', 'phone', 'password'] as const;

const emptyForm: SignupFormInput = {
  firstName: '',
  lastName: '',
  email: '',
  venueName: '',
  phone: '',
  password: '',
  confirmPassword: '',
};

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

/** `emailEnabled`: whether a verification e-mail can go out; unknown (undefined) reads as yes. */
export function SignupForm({ emailEnabled }: { emailEnabled?: boolean | undefined }) {
  const [, navigate] = useLocation();
  const registerMutation = useRegister();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(signupFormSchema), defaultValues: emptyForm });

  const onSubmit = handleSubmit(({ confirmPassword, ...values }) => {
    if (!checkNewPassword(values.password, confirmPassword)) return;
    // The server makes a user who names a venue its owner; without one they are a client.
    const payload = { ...values, username: values.email, role: 'client' as const };
    registerMutation.mutate(payload, {
      onSuccess: () => {
        toast({
          title: 'Account created successfully!',
          // No verification e-mail can arrive without SMTP (decision 062): the account works all the same.
          description:
            emailEnabled === false
              ? 'You can sign in now. No verification e-mail was sent: e-mail is not set up yet.'
              : 'Please check your email to verify your account',
        });
        navigate('/login');
      },
      onError: (error) => {
        applyFieldErrors(error, formFields, setError);
        toastApiError(error, 'Failed to create account. Please try again.', 'Signup failed');
      },
    });
  });

  const isBusy = registerMutation.isPending;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-5">
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
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Venue Name (optional)"
        autoComplete="organization"
        hint="Enter your venue's name to start a free trial as its owner. Leave it empty if you are a client of a venue."
        error={errors.venueName?.message}
        {...register('venueName')}
      />
      <TextField
        label="Phone (optional)"
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <NewPasswordFields
        password={{ label: 'Password', error: errors.password?.message, field: register('password') }}
        confirm={{
          label: 'Confirm Password',
          error: errors.confirmPassword?.message,
          field: register('confirmPassword'),
        }}
      />
      <Button type="submit" size="lg" className="w-full" disabled={isBusy} aria-busy={isBusy}>
        {isBusy ? 'Creating Account...' : 'Create Account'}
      </Button>
      <p className="text-muted-foreground text-center text-xs">
        By creating an account you agree to our{' '}
        <Link href="/privacy" className={linkClass}>
          Privacy Policy
        </Link>
        .
      </p>
      <p className="text-muted-foreground text-center text-sm">
        Already have an account?{' '}
        <Link href="/login" className={linkClass}>
          Sign in
        </Link>
      </p>
    </form>
  );
}
