import { Receipt } from 'lucide-react';
import type { ReactNode } from 'react';
import { QueryError } from '#client/components/query-error.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { cn } from '#client/lib/utils.ts';
import type { usePayments } from './api.ts';
import { getVenueDayKey } from './payment-figures.ts';
import { PaymentRow, wideColumns, type PaymentRowActions } from './payment-row.tsx';

const columnNames = ['Payment', 'Type', 'Amount', 'Due', 'Status', ''];

function ColumnHeadings() {
  // Each row names its type and due date for screen readers; these headings are for the eye.
  return (
    <div
      aria-hidden="true"
      className={cn(
        'text-muted-foreground hidden gap-x-4 border-b px-4 py-2.5 text-xs font-medium tracking-wide uppercase @4xl:grid',
        wideColumns,
      )}
    >
      {columnNames.map((name, index) => (
        <span key={index} className={name === 'Amount' ? 'text-right' : undefined}>
          {name}
        </span>
      ))}
    </div>
  );
}

function SkeletonRows() {
  return (
    <div role="status" className="divide-y">
      <span className="sr-only">Loading payments</span>
      {[0, 1, 2].map((index) => (
        <div key={index} aria-hidden="true" className="flex items-center gap-4 px-4 py-4">
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-3 w-1/4" />
          </div>
          <Skeleton className="h-5 w-16 rounded-full" />
          <Skeleton className="h-9 w-24" />
        </div>
      ))}
    </div>
  );
}

/** Spec §2's list: skeletons while loading, the error with Retry, and a line when there are none. */
export function PaymentsList({
  query,
  now,
  timeZone,
  actions,
}: {
  query: ReturnType<typeof usePayments>;
  now: number;
  timeZone: string;
  actions: PaymentRowActions;
}) {
  if (query.isError && !query.data) {
    return (
      <QueryError
        title="Payments could not be loaded"
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  const payments = query.data;
  let body: ReactNode;
  if (!payments) body = <SkeletonRows />;
  else if (payments.length === 0) {
    body = (
      <div className="text-muted-foreground flex flex-col items-center gap-3 px-4 py-12 text-center">
        <Receipt className="size-8" aria-hidden="true" />
        <p>No payments yet</p>
        <p className="text-sm">Create a payment, or a payment schedule from a booking’s details on the calendar.</p>
      </div>
    );
  } else {
    const todayKey = getVenueDayKey(now, timeZone);
    body = (
      <ul aria-label="Payments" className="divide-y">
        {payments.map((payment) => (
          <PaymentRow key={payment.id} payment={payment} todayKey={todayKey} timeZone={timeZone} actions={actions} />
        ))}
      </ul>
    );
  }
  return (
    <Card className="@container overflow-hidden" aria-busy={query.isFetching}>
      {payments && payments.length > 0 && <ColumnHeadings />}
      {body}
    </Card>
  );
}
