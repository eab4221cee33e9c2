import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import { loginSchema } from '#shared/auth/auth.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { toast } from '#client/lib/use-toast.ts';
import { toastApiError } from '#client/lib/toast-api-error.ts';
import { useLogin } from './api.ts';
import { getHomePath } from './auth-context.ts';

export function LoginForm() {
  const [, navigate] = useLocation();
  const loginMutation = useLogin({
    onSignedIn: (user) => {
      toast({ title: 'Login successful', description: 'Welcome back!' });
      navigate(getHomePath(user));
    },
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit((values) => {
    loginMutation.mutate(values, {
      onError: (error) => {
        toastApiError(error, 'Invalid email or password', 'Login failed');
      },
    });
  });

  const isBusy = loginMutation.isPending;
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
      <div className="grid gap-2">
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <Link
          href="/forgot-password"
          className="text-primary justify-self-end text-sm font-medium underline-offset-4 hover:underline"
        >
          Forgot password?
        </Link>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={isBusy} aria-busy={isBusy}>
        {isBusy ? 'Signing In...' : 'Sign In'}
      </Button>
      <p className="text-muted-foreground text-center text-sm">
        Don&apos;t have an account?{' '}
        <Link href="/signup" className="text-primary font-medium underline-offset-4 hover:underline">
          Sign up
        </Link>
      </p>
    </form>
  );
}
