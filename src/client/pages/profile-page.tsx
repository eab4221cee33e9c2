import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { PageHeader } from '#client/components/page-header.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useAuth } from '#client/features/auth/index.ts';
import { AccountCard } from '#client/features/auth/account-card.tsx';
import { ChangePasswordForm } from '#client/features/auth/change-password-form.tsx';
import { EmailPreferencesCard } from '#client/features/notifications/email-preferences-card.tsx';

/** Your own account, for staff and clients: name, e-mail, its verification, e-mail notifications and a password change. */
export function ProfilePage() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <>
      <PageHeader
        title="Profile"
        description="Your account, your e-mail notifications and your password."
        actions={
          user.role === 'client' && (
            <Button asChild variant="outline">
              <Link href="/client-portal">
                <ArrowLeft aria-hidden="true" />
                Back to my portal
              </Link>
            </Button>
          )
        }
      />
      <div className="grid gap-6">
        <AccountCard user={user} />
        <EmailPreferencesCard role={user.role} />
        <ChangePasswordForm />
      </div>
    </>
  );
}
