import { AuthLayout } from '#client/components/auth-layout.tsx';
import { LoginForm } from '#client/features/auth/login-form.tsx';

export function LoginPage() {
  return (
    <AuthLayout title="Sign In" description="Welcome back! Sign in to manage your venue.">
      <LoginForm />
    </AuthLayout>
  );
}
