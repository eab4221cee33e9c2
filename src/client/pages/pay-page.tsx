import { useState } from 'react';
import { useParams, useSearchParams } from 'wouter';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { usePayPage } from '#client/features/payments/api.ts';
import { PayLayout } from '#client/features/payments/pay-layout.tsx';
import { PayLinkCard, PayLinkPaid, PayLinkUnavailable } from '#client/features/payments/pay-link-card.tsx';
import { useBrandTheme } from '#client/lib/use-brand-theme.ts';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';

/**
 * /pay/{token}: the page a payment request e-mails to a couple without a portal account
 * (decision 059). It shows the venue, the amount and what it is for, and the portal's checkout.
 * Coming back from a bank's page, Stripe's `redirect_status` says how it went.
 */
export function PayPage() {
  const { token = '' } = useParams<{ token: string }>();
  const [searchParams] = useSearchParams();
  const returned = searchParams.get('redirect_status');
  const [paidHere, setPaidHere] = useState(false);
  const isDone = paidHere || returned === 'succeeded' || returned === 'processing';
  // Back from the bank the link no longer pays: there is nothing to read.
  const { data: page, error, isPending, refetch } = usePayPage(token, { enabled: returned === null });
  useBrandTheme(page?.venue);
  useDocumentTitle(page ? `Pay ${page.venue.name}` : 'Payment');

  if (isDone) {
    return (
      <PayLayout venue={page?.venue}>
        <PayLinkPaid venueName={page?.venue.name} processing={!paidHere && returned === 'processing'} />
      </PayLayout>
    );
  }
  if (isPending) {
    return (
      <PayLayout>
        <div role="status" className="grid gap-4">
          <span className="sr-only">Loading the payment</span>
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
