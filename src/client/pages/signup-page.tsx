import { AuthLayout } from '#client/components/auth-layout.tsx';
import { SignupForm } from '#client/features/auth/signup-form.tsx';
import { useEmailDelivery } from '#client/features/email/index.ts';

export function SignupPage() {
  const emailEnabled = useEmailDelivery();
  return (
    <AuthLayout title="Create Your Account" description="Start running your venue with VenueDesk.">
      <SignupForm emailEnabled={emailEnabled} />
    </AuthLayout>
  );
}
