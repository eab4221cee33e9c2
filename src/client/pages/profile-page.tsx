import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import type { User } from '#shared/auth/auth.schemas.ts';
import { LANGUAGE_PARAM } from '#shared/i18n/languages.ts';
import { LanguageSwitch } from '#client/components/language-switch.tsx';
import { PageHeader } from '#client/components/page-header.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useAuth } from '#client/features/auth/index.ts';
import { AccountCard } from '#client/features/auth/account-card.tsx';
import { ChangePasswordForm } from '#client/features/auth/change-password-form.tsx';
import { useEmailDelivery } from '#client/features/email/email-delivery.ts';
// As the portal page does: through the feature's entry they would join the signed-in shell's
// first visit with the message runtime (5 KB), which every staff page downloads.
import { useTellPortalLanguage } from '#client/features/client-portal/portal-language-context.tsx';
import { usePortalLanguage } from '#client/features/client-portal/portal-language.ts';
import { EmailPreferencesCard } from '#client/features/notifications/email-preferences-card.tsx';
import { ProfileI18nProvider, useProfileT } from '#client/lib/i18n/profile-surface.ts';

/**
 * Your own account, for staff and clients: name, e-mail, its verification, e-mail notifications
 * and a password change. A client's is in their portal's language, with the language switch, and
 * tells the portal's header that language (decision 075); staff's is the spec's English page.
 */
export function ProfilePage() {
  const { user } = useAuth();
  if (!user) return null;
  if (user.role === 'client') return <ClientProfile user={user} />;
  return <ProfileContent user={user} />;
}

function ClientProfile({ user }: { user: User }) {
  const language = usePortalLanguage();
  useTellPortalLanguage(language);
  return (
    <ProfileI18nProvider language={language}>
      <ProfileContent user={user} />
    </ProfileI18nProvider>
  );
}

function ProfileContent({ user }: { user: User }) {
  const { t, language } = useProfileT();
  const isClient = user.role === 'client';
  // Where the app has no e-mail delivery, no verification link can arrive (decision 062).
  const emailEnabled = useEmailDelivery() !== false;
  return (
    <>
      <PageHeader
        title={t('profile.title')}
        description={t('profile.description')}
        actions={
          isClient && (
            <div className="flex flex-wrap items-center gap-2">
              <LanguageSwitch />
              <Button asChild variant="outline">
                <Link href={language === 'en' ? '/client-portal' : `/client-portal?${LANGUAGE_PARAM}=${language}`}>
                  <ArrowLeft aria-hidden="true" />
                  {t('profile.backToPortal')}
                </Link>
              </Button>
            </div>
          )
        }
      />
      <div className="grid gap-6">
        <AccountCard user={user} emailEnabled={emailEnabled} />
        <EmailPreferencesCard role={user.role} />
        <ChangePasswordForm />
      </div>
    </>
  );
}
