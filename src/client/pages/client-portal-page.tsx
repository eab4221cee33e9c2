import { ShieldAlert } from 'lucide-react';
import { useEffect } from 'react';
import { can } from '#shared/auth/permissions.ts';
import { LanguageSwitch } from '#client/components/language-switch.tsx';
import { PageHeader } from '#client/components/page-header.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { useAuth } from '#client/features/auth/index.ts';
import { recordPortalVisit } from '#client/features/client-portal/api.ts';
import { ClientPortal } from '#client/features/client-portal/client-portal.tsx';
import { PortalI18nProvider, usePortalT } from '#client/features/client-portal/portal-i18n.ts';
import { useTellPortalLanguage } from '#client/features/client-portal/portal-language-context.tsx';
import { usePortalLanguage } from '#client/features/client-portal/portal-language.ts';
import { StaffPortal } from '#client/features/client-portal/staff-portal.tsx';
import { checkoutInEnglish } from '#client/features/payments/checkout-english.ts';
import { useStripeReturn } from '#client/features/payments/index.ts';

/**
 * Spec §2 Client Portal: clients see their bookings, payments and contracts, in their language
 * (?lang=, their saved choice, their browser's, then their bookings'; docs/decisions/071). Staff
 * see the venue's clients and can preview one client's portal, read-only (decision 043); anyone
 * else the spec's access notice.
 */
export function ClientPortalPage() {
  const { user } = useAuth();
  if (user?.role === 'client') return <OwnPortal />;
  if (can(user?.role, 'portal-clients:read')) return <StaffClientPortal />;
  return <PortalAccessNotice />;
}

function StaffClientPortal() {
  useStripeReturn(checkoutInEnglish);
  return (
    <>
      <PageHeader
        title="Client Portal"
        description="Who is invited, who has joined and when they last visited, and each client’s portal as they see it."
      />
      <StaffPortal />
    </>
  );
}

function OwnPortal() {
  const language = usePortalLanguage();
  useTellPortalLanguage(language);
  // Staff see when a client last came (decision 043); the server notes it at most every few minutes.
  useEffect(() => recordPortalVisit(), []);
  return (
    <PortalI18nProvider language={language}>
      <OwnPortalContent />
    </PortalI18nProvider>
  );
}

function OwnPortalContent() {
  const { t } = usePortalT();
  useStripeReturn(t);
  return (
    <>
      <PageHeader title={t('portal.title')} description={t('portal.description')} actions={<LanguageSwitch />} />
      <ClientPortal />
    </>
  );
}

function PortalAccessNotice() {
  useStripeReturn(checkoutInEnglish);
  return (
    <>
      <PageHeader title="Client Portal Access" />
      <Card>
        <CardContent className="flex flex-col items-center px-6 py-14 text-center">
          <ShieldAlert className="text-primary size-10" aria-hidden="true" />
          <p className="text-muted-foreground mt-4 max-w-md">
            The client portal is for venue clients to see their bookings, payments and contracts. If you are a client,
            please contact your venue coordinator for access.
          </p>
        </CardContent>
      </Card>
    </>
  );
}
