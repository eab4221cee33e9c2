import { useState } from 'react';
import { useParams, useSearchParams } from 'wouter';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { useEmailDelivery } from '#client/features/email/email-delivery.ts';
import { usePayPage } from '#client/features/payments/api.ts';
import { PayI18nProvider, usePayT } from '#client/features/payments/pay-i18n.ts';
import { PayLayout } from '#client/features/payments/pay-layout.tsx';
import { PayLinkCard, PayLinkPaid, PayLinkUnavailable } from '#client/features/payments/pay-link-card.tsx';
import { useVisitorLanguage } from '#client/lib/i18n/i18n-context.tsx';
import { useBrandTheme } from '#client/lib/use-brand-theme.ts';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';

/**
 * /pay/{token}: the page a payment request e-mails to a couple without a portal account
 * (decision 059). It shows the venue, the amount and what it is for, and the portal's checkout,
 * in the couple's language: ?lang= (the e-mail's link names it), a saved choice, the browser's,
 * then the booking's (docs/decisions/071). Coming back from a bank's page, Stripe's
 * `redirect_status` says how it went.
 */
export function PayPage() {
  const { token = '' } = useParams<{ token: string }>();
  const [searchParams] = useSearchParams();
  const returned = searchParams.get('redirect_status');
  // Back from the bank the link no longer pays: there is nothing to read.
  const query = usePayPage(token, { enabled: returned === null });
  const language = useVisitorLanguage(query.data?.language);
  return (
    <PayI18nProvider language={language}>
      <PayContent token={token} returned={returned} query={query} />
    </PayI18nProvider>
  );
}

function PayContent({
  token,
  returned,
  query: { data: page, error, isPending, refetch },
}: {
  token: string;
  returned: string | null;
  query: ReturnType<typeof usePayPage>;
}) {
  const { t } = usePayT();
  const [paidHere, setPaidHere] = useState(false);
  const isDone = paidHere || returned === 'succeeded' || returned === 'processing';
  const emailEnabled = useEmailDelivery() !== false;
  useBrandTheme(page?.venue);
  useDocumentTitle(page ? t('pay.documentTitle', { venueName: page.venue.name }) : t('pay.documentTitleUnknown'));

  if (isDone) {
    return (
      <PayLayout venue={page?.venue}>
        <PayLinkPaid
          venueName={page?.venue.name}
          processing={!paidHere && returned === 'processing'}
          emailEnabled={emailEnabled}
        />
      </PayLayout>
    );
  }
  if (isPending) {
    return (
      <PayLayout>
        <div role="status" className="grid gap-4">
          <span className="sr-only">{t('pay.loading')}</span>
          <Skeleton className="h-12 w-2/3" />
          <Skeleton className="h-64 w-full" />
        </div>
      </PayLayout>
    );
  }
  if (error) {
    return (
      <PayLayout>
        <PayLinkUnavailable error={error} onRetry={() => void refetch()} />
      </PayLayout>
    );
  }
  return (
    <PayLayout venue={page.venue}>
      <PayLinkCard token={token} page={page} onPaid={() => setPaidHere(true)} />
    </PayLayout>
  );
}
