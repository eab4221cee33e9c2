import { CalendarCheck, CircleAlert, Clock, DollarSign, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import type { Payment } from '#shared/payments/payments.schemas.ts';
import { Card } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { cn } from '#client/lib/utils.ts';
import { formatCents, getPaymentSummary } from './payment-figures.ts';

interface SummaryCard {
  title: string;
  value: string;
  caption: string;
  icon: LucideIcon;
  isAlert?: boolean;
}

function getSummaryCards(payments: readonly Payment[], now: number, timeZone: string): SummaryCard[] {
  const summary = getPaymentSummary(payments, now, timeZone);
  return [
    // The money that came in, not the value of the bookings: named so (decision 045).
    {
      title: 'Payments Received',
      value: formatCents(summary.totalRevenueCents),
      caption: 'All time, less refunds',
      icon: DollarSign,
    },
    { title: 'Pending Payments', value: formatCents(summary.pendingCents), caption: 'Awaiting payment', icon: Clock },
    {
      title: 'Paid This Month',
      value: summary.paidThisMonth.toLocaleString('en-US'),
      caption: 'Payments received this month',
      icon: CalendarCheck,
    },
    {
      title: 'Overdue',
      value: summary.overdueCount.toLocaleString('en-US'),
      caption: summary.overdueCount > 0 ? `${formatCents(summary.overdueCents)} past due` : 'Nothing past due',
      icon: CircleAlert,
      isAlert: summary.overdueCount > 0,
    },
  ];
}

const gridClasses = 'mb-6 grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4';

/** Spec §2 Payments: Total Revenue (named Payments Received), Pending Payments, Paid This Month and Overdue. */
export function PaymentSummaryCards({
  payments,
  now,
  timeZone,
}: {
  payments: Payment[] | undefined;
  now: number;
  timeZone: string;
}) {
  if (!payments) {
    return (
      <div role="status" aria-label="Loading payment figures" className={gridClasses}>
        {[0, 1, 2, 3].map((index) => (
          <Card key={index} className="grid gap-3 p-4 sm:p-5" aria-hidden="true">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-8 w-20" />
            <Skeleton className="h-3 w-28" />
          </Card>
        ))}
      </div>
    );
  }
  return (
    <div className={gridClasses}>
      {getSummaryCards(payments, now, timeZone).map((card) => (
        <SummaryCardView key={card.title} card={card} />
      ))}
    </div>
  );
}

function SummaryCardView({ card: { title, value, caption, icon: Icon, isAlert } }: { card: SummaryCard }) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className="min-w-0 p-4 sm:p-5">
      <div className="flex min-h-8 items-center justify-between gap-2 sm:min-h-0">
        <h2 id={titleId} className="text-muted-foreground text-xs font-medium sm:text-sm">
          {title}
        </h2>
        <span
          className={cn(
            'shrink-0 rounded-md p-1.5',
            isAlert ? 'bg-red-50 text-red-700' : 'bg-accent text-accent-foreground',
          )}
        >
          <Icon className="size-4" aria-hidden="true" />
        </span>
      </div>
      <p
        className={cn(
          'mt-2 text-xl font-bold tracking-tight break-words tabular-nums sm:text-3xl',
          isAlert && 'text-red-700',
        )}
      >
        {value}
      </p>
      <p className="text-muted-foreground mt-1 text-xs">{caption}</p>
    </Card>
  );
}
