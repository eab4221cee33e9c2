import { useSearch } from 'wouter';
import { AuthLayout } from '#client/components/auth-layout.tsx';
import { ForgotPasswordForm } from '#client/features/auth/forgot-password-form.tsx';
import { useEmailDelivery } from '#client/features/email/index.ts';

/** "Forgot password?" from the sign-in page (or an invitation, with the address filled in). */
export function ForgotPasswordPage() {
  const email = new URLSearchParams(useSearch()).get('email') ?? '';
  const emailEnabled = useEmailDelivery();
  return (
    <AuthLayout
      title="Forgot your password?"
      description="Enter your e-mail address and we will send you a link to choose a new one."
    >
      <ForgotPasswordForm initialEmail={email} emailEnabled={emailEnabled !== false} />
    </AuthLayout>
  );
}
