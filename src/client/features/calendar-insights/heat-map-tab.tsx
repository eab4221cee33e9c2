import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { CalendarDays, DollarSign, Flame, TrendingUp } from 'lucide-react';
import { getHeatMonth, summarizeHeatMonth, type HeatMonthSummary } from '#shared/calendar/heat-map.ts';
import { QueryError } from '#client/components/query-error.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { formatDollars } from '#client/lib/format.ts';
import { useDailyStats } from './api.ts';
import { formatMonth } from './day-labels.ts';
import { HeatGrid } from './heat-grid.tsx';
import { InsightTiles, InsightTilesSkeleton, type InsightTile } from './insight-tiles.tsx';

function getHeatTiles(summary: HeatMonthSummary): InsightTile[] {
  return [
    { title: 'Total Bookings', value: String(summary.totalBookings), icon: CalendarDays },
    { title: 'Total Revenue', value: formatDollars(summary.totalRevenue), icon: DollarSign },
    { title: 'Active Days', value: String(summary.activeDays), icon: TrendingUp },
    { title: 'Popular Day', value: summary.popularDay ?? 'None yet', icon: Flame },
  ];
}

/**
 * Spec §2 Heat Map tab: the viewed month's tiles and two grids, bookings in blue and revenue in
 * green, from the server's daily stats (the venue's days, cancelled bookings left out).
 */
export function HeatMapTab({ month, timeZone }: { month: Date; timeZone: string }) {
  const monthKey = format(month, 'yyyy-MM', { in: tz(timeZone) });
  const stats = useDailyStats(monthKey);

  if (stats.isPending) return <HeatMapSkeleton />;
  if (stats.isError) {
    return (
      <QueryError
        title="The heat map could not be loaded."
        error={stats.error}
        onRetry={() => void stats.refetch()}
        isRetrying={stats.isFetching}
      />
    );
  }

  const heatMonth = getHeatMonth(monthKey, stats.data);
  const monthLabel = formatMonth(monthKey);
  return (
    <div className="grid gap-4">
      <InsightTiles tiles={getHeatTiles(summarizeHeatMonth(heatMonth.days))} />
      <div className="grid gap-4 lg:grid-cols-2">
        <HeatGrid
          title="Booking Activity Heat Map"
          monthLabel={monthLabel}
          month={heatMonth}
          metric="bookings"
          max={stats.data.maxBookings}
        />
        <HeatGrid
          title="Revenue Heat Map"
          monthLabel={monthLabel}
          month={heatMonth}
          metric="revenue"
          max={stats.data.maxRevenue}
        />
      </div>
    </div>
  );
}

function HeatMapSkeleton() {
  return (
    <div className="grid gap-4">
      <InsightTilesSkeleton label="Loading the heat map" />
      <div className="grid gap-4 lg:grid-cols-2" aria-hidden="true">
        <Skeleton className="h-72 w-full" />
        <Skeleton className="h-72 w-full" />
      </div>
    </div>
  );
}
