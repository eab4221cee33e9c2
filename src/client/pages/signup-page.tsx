import { AuthLayout } from '#client/components/auth-layout.tsx';
import { SignupForm } from '#client/features/auth/signup-form.tsx';

export function SignupPage() {
  return (
    <AuthLayout title="Create Your Account" description="Start running your venue with VenueDesk.">
      <SignupForm />
    </AuthLayout>
  );
}
