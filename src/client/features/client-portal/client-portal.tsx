import { useState } from 'react';
import { useSearchParams } from 'wouter';
import type { Booking } from '#shared/bookings/bookings.schemas.ts';
import type { Contract } from '#shared/contracts/contracts.schemas.ts';
import type { Payment } from '#shared/payments/payments.schemas.ts';
import { QueryError } from '#client/components/query-error.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { LazyPaymentCheckoutDialog } from '#client/features/payments/index.ts';
import { usePortalBookings, usePortalContracts, usePortalPayments } from './api.ts';
import { PortalBookings } from './portal-bookings.tsx';
import { PortalContracts } from './portal-contracts.tsx';
import { sortBookingsForPortal } from './portal-data.ts';
import { PortalOverview } from './portal-overview.tsx';
import { PortalPayments } from './portal-payments.tsx';
import { usePortalT } from './portal-i18n.ts';
import { PortalSkeleton } from './portal-skeleton.tsx';
import { usePayFromAddress } from './use-pay-from-address.ts';

const tabs = [
  { value: 'overview', label: 'portal.tab.overview' },
  { value: 'bookings', label: 'portal.tab.bookings' },
  { value: 'payments', label: 'portal.tab.payments' },
  { value: 'contracts', label: 'portal.tab.contracts' },
] as const;
type Tab = (typeof tabs)[number]['value'];

function isTab(value: string | null): value is Tab {
  return tabs.some((tab) => tab.value === value);
}

/**
 * The open tab is in the address (`?tab=contracts`), so coming back from the signing page, or
 * reloading, shows the same tab; the overview has none.
 */
function usePortalTab(): [Tab, (tab: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const value = searchParams.get('tab');
  const setTab = (tab: string) =>
    setSearchParams(
      (params) => {
        if (tab === 'overview') params.delete('tab');
        else params.set('tab', tab);
        return params;
      },
      { replace: true },
    );
  return [isTab(value) ? value : 'overview', setTab];
}

/**
 * Spec §2 Client Portal for a client: Overview, My Bookings, Payments and Contracts of their own
 * bookings (the server sends no one else's). Pay Now, or a payment request's link, opens the
 * payments feature's checkout; once paid, the checkout refreshes the payments and bookings this portal reads.
 */
export function ClientPortal({ now: fixedNow }: { now?: number }) {
  const [now] = useState(() => fixedNow ?? Date.now());
  const { t } = usePortalT();
  const [paying, setPaying] = useState<Payment | null>(null);
  const queries = [usePortalBookings(), usePortalPayments(), usePortalContracts()] as const;
  const [bookingsQuery, paymentsQuery, contractsQuery] = queries;
  usePayFromAddress(paymentsQuery.data, setPaying);

  const failed = queries.find((query) => query.isError);
  if (failed) {
    return (
      <QueryError
        title={t('portal.loadError')}
        error={failed.error}
        onRetry={() => queries.forEach((query) => query.isError && void query.refetch())}
        isRetrying={queries.some((query) => query.isFetching)}
        retryLabel={t('portal.retry')}
      />
    );
  }
  if (!bookingsQuery.data || !paymentsQuery.data || !contractsQuery.data) return <PortalSkeleton />;
  const data = { bookings: bookingsQuery.data, payments: paymentsQuery.data, contracts: contractsQuery.data };

  return (
    <>
      <PortalTabs data={data} now={now} onPay={setPaying} />
      <LazyPaymentCheckoutDialog payment={paying} onClose={() => setPaying(null)} />
    </>
  );
}

/**
 * The portal's four tabs over one client's bookings, payments and contracts: the client's own, or
 * (inside PortalReadOnlyContext) a client's as staff preview them.
 */
export function PortalTabs({
  data: { bookings: unsorted, payments, contracts },
  now,
  onPay,
}: {
  data: { bookings: Booking[]; payments: Payment[]; contracts: Contract[] };
  now: number;
  onPay: (payment: Payment) => void;
}) {
  const [tab, setTab] = usePortalTab();
  const { t } = usePortalT();
  // What is to come first: the tabs list bookings, and order the venues, in this order.
  const bookings = sortBookingsForPortal(unsorted, now);
  const data = { bookings, payments, contracts };
  return (
    <Tabs value={tab} onValueChange={setTab}>
      <TabsList aria-label={t('portal.tabs')} className="grid w-full grid-cols-2 sm:inline-flex sm:w-auto">
        {tabs.map(({ value, label }) => (
          <TabsTrigger key={value} value={value}>
            {t(label)}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="overview">
        <PortalOverview {...data} now={now} onPay={onPay} />
      </TabsContent>
      <TabsContent value="bookings">
        <PortalBookings {...data} now={now} />
      </TabsContent>
      <TabsContent value="payments">
        <PortalPayments bookings={data.bookings} payments={data.payments} now={now} onPay={onPay} />
      </TabsContent>
      <TabsContent value="contracts">
        <PortalContracts bookings={data.bookings} contracts={data.contracts} />
      </TabsContent>
    </Tabs>
  );
}
