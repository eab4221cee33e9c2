import { tz } from '@date-fns/tz';
import { endOfMonth, startOfMonth } from 'date-fns';
import { useMemo } from 'react';
import { QueryError } from '#client/components/query-error.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { useCalendarBookings } from '#client/features/bookings/index.ts';
import { formatDollars } from '#client/lib/format.ts';
import { getMonthSummary } from './month-summary.ts';

/**
 * The viewed month's figures (spec §2), from the same read as the calendar's month view (same
 * range, same cache entry): events, confirmed, pending and total revenue.
 */
export function MonthlySummary({ month, timeZone, monthLabel }: { month: Date; timeZone: string; monthLabel: string }) {
  const options = { in: tz(timeZone) };
  const query = useCalendarBookings(startOfMonth(month, options), endOfMonth(month, options));
  const summary = useMemo(() => (query.data ? getMonthSummary(query.data) : null), [query.data]);

  if (query.isError) {
    return (
      <QueryError
        title="The summary could not be loaded"
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  if (!summary) {
    return (
      <div role="status" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <span className="sr-only">Loading the summary of {monthLabel}</span>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-[4.5rem] w-full" aria-hidden="true" />
        ))}
      </div>
    );
  }
  const figures = [
    { label: 'Events this month', value: String(summary.events) },
    { label: 'Confirmed', value: String(summary.confirmed) },
    { label: 'Pending', value: String(summary.pending) },
    { label: 'Total revenue', value: formatDollars(summary.revenue) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {figures.map((figure) => (
        <div key={figure.label} className="bg-muted/50 grid gap-1 rounded-lg border p-3">
          <dt className="text-muted-foreground text-xs font-medium">{figure.label}</dt>
          <dd className="text-xl font-bold tabular-nums">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
