import { CalendarDays, DollarSign, TrendingUp, Users, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { getDashboardCaptions } from '#shared/dashboard/dashboard-captions.ts';
import type { DashboardStats } from '#shared/dashboard/dashboard.schemas.ts';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { useDashboardStats } from './api.ts';
import { formatDollars } from '#client/lib/format.ts';
import { formatPercent } from './dashboard-format.ts';
import { QueryError } from '#client/components/query-error.tsx';

interface StatCardItem {
  title: string;
  value: string;
  caption: string;
  icon: LucideIcon;
}

function getStatCardItems(stats: DashboardStats): StatCardItem[] {
  const captions = getDashboardCaptions(stats);
  return [
    { title: 'This Month', value: String(stats.thisMonth), caption: captions.thisMonth, icon: CalendarDays },
    // The spec's Total Revenue: the value of this month's confirmed events, not money received (decision 045).
    {
      title: 'Booked Revenue This Month',
      value: formatDollars(stats.revenue),
      caption: captions.revenue,
      icon: DollarSign,
    },
    { title: 'Active Leads', value: String(stats.leads), caption: captions.leads, icon: Users },
    { title: 'Occupancy Rate', value: formatPercent(stats.occupancy), caption: captions.occupancy, icon: TrendingUp },
  ];
}

// Two across even on a phone: the four figures fit, and the lists start higher up.
const gridClasses = 'mb-6 grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4';

/** Spec §2 Dashboard: the four figures of the month, with captions against last month. */
export function DashboardStatCards() {
  const stats = useDashboardStats();
  if (stats.isPending) return <StatCardsSkeleton />;
  if (stats.isError) {
    return (
      <div className="mb-6">
        <QueryError
          title="The dashboard figures could not be loaded."
          error={stats.error}
          onRetry={() => void stats.refetch()}
          isRetrying={stats.isFetching}
        />
      </div>
    );
  }
  return (
    <div className={gridClasses}>
      {getStatCardItems(stats.data).map((item) => (
        <StatCard key={item.title} item={item} />
      ))}
    </div>
  );
}

function StatCard({ item: { title, value, caption, icon: Icon } }: { item: StatCardItem }) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className="p-4 sm:p-5">
      {/* Room for a title on two lines on a phone, so the figures of a row line up. */}
      <div className="flex min-h-8 items-center justify-between gap-2 sm:min-h-0">
        <h2 id={titleId} className="text-muted-foreground text-xs font-medium sm:text-sm">
          {title}
        </h2>
        <span className="bg-accent text-accent-foreground shrink-0 rounded-md p-1.5">
          <Icon className="size-4" aria-hidden="true" />
        </span>
      </div>
      <p className="mt-2 text-2xl font-bold tracking-tight break-words sm:text-3xl">{value}</p>
      <p className="text-muted-foreground mt-1 text-xs">{caption}</p>
    </Card>
  );
}

/** Spec §2: loading shows four skeleton cards. */
function StatCardsSkeleton() {
  return (
    <div role="status" aria-label="Loading dashboard figures" className={gridClasses}>
      {[0, 1, 2, 3].map((index) => (
        <Card key={index} data-testid="stat-card-skeleton" className="p-4 sm:p-5" aria-hidden="true">
          <CardContent className="grid gap-3 p-0">
            <div className="flex items-center justify-between">
              <Skeleton className="h-4 w-24" />
              <Skeleton className="size-7" />
            </div>
            <Skeleton className="h-8 w-20" />
            <Skeleton className="h-3 w-32" />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
