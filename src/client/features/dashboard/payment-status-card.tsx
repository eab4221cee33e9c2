import { CircleCheck, Clock } from 'lucide-react';
import type { DashboardPayment } from '#shared/dashboard/dashboard.schemas.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { cn } from '#client/lib/utils.ts';
import { ActivityCard, ActivityList } from './activity-card.tsx';
import { formatDollars } from '#client/lib/format.ts';
import { formatDueDate } from './venue-dates.ts';

const typeLabels: Record<DashboardPayment['type'], string> = {
  deposit: 'Deposit',
  milestone: 'Milestone payment',
  final: 'Final payment',
  additional: 'Additional payment',
};

/** Spec §2: up to 2 pending payments with their due dates, then 1 paid payment marked Paid. */
export function PaymentStatusCard({
  pending,
  paid,
  className,
}: {
  pending: DashboardPayment[] | undefined;
  paid: DashboardPayment[] | undefined;
  className?: string;
}) {
  const payments = pending && paid ? [...pending, ...paid] : undefined;
  return (
    <ActivityCard
      title="Payment Status"
      isLoading={!payments}
      isEmpty={payments?.length === 0}
      emptyText="No recent payments"
      className={className}
    >
      <ActivityList>
        {payments?.map((payment) => {
          const isPaid = payment.status === 'paid';
          const Icon = isPaid ? CircleCheck : Clock;
          return (
            <li key={payment.id} className="flex items-center gap-3 py-3">
              <span
                className={cn(
                  'shrink-0 rounded-full p-2',
                  isPaid ? 'bg-emerald-100 text-emerald-800' : 'bg-amber-100 text-amber-800',
                )}
              >
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-medium break-words">{payment.coupleNames}</span>
                <span className="text-muted-foreground block text-xs break-words">
                  {payment.description ?? typeLabels[payment.type]}
                </span>
              </span>
              <span className="flex shrink-0 flex-col items-end gap-1">
                <span className="font-semibold">{formatDollars(payment.amount)}</span>
                {isPaid ? (
                  <Badge variant="success">Paid</Badge>
                ) : (
                  <span className="text-xs font-medium text-amber-800">{formatDueDate(payment.dueDate)}</span>
                )}
              </span>
            </li>
          );
        })}
      </ActivityList>
    </ActivityCard>
  );
}
