import { useDashboardActivity } from './api.ts';
import { PaymentStatusCard } from './payment-status-card.tsx';
import { QueryError } from '#client/components/query-error.tsx';
import { RecentLeadsCard } from './recent-leads-card.tsx';
import { UpcomingEventsCard } from './upcoming-events-card.tsx';

/** The three lists of spec §2 Dashboard, from one read; each shows skeleton rows until it lands. */
export function DashboardActivityCards() {
  const activity = useDashboardActivity();
  if (activity.isError) {
    return (
      <QueryError
        title="Recent activity could not be loaded."
        error={activity.error}
        onRetry={() => void activity.refetch()}
        isRetrying={activity.isFetching}
      />
    );
  }
  const data = activity.data;
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 2xl:grid-cols-3">
      <UpcomingEventsCard events={data?.upcomingEvents} />
      <RecentLeadsCard leads={data?.recentLeads} />
      <PaymentStatusCard
        pending={data?.pendingPayments}
        paid={data?.paidPayments}
        className="lg:col-span-2 2xl:col-span-1"
      />
    </div>
  );
}
