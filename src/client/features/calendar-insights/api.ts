import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DailyStats } from '#shared/calendar/calendar-share.schemas.ts';
import type { LeadCounts } from '#shared/leads/leads.schemas.ts';
import { apiJson } from '#client/lib/api-client.ts';

/**
 * Keys start with the path they read (decision 011). The daily stats sit under '/api/bookings'
 * as an element of their own, so every booking change (which invalidates that prefix) shades
 * the heat map again; the lead counts share the leads feature's key and its invalidation.
 */
export const insightKeys = {
  dailyStats: (month: string) => ['/api/bookings', 'daily-stats', month] as const,
  leadCounts: ['/api/leads/counts'] as const,
};

/** GET /api/bookings/daily-stats?month=YYYY-MM: the venue's days, cancelled bookings left out. */
export function useDailyStats(month: string) {
  return useQuery(
    queryOptions({
      queryKey: insightKeys.dailyStats(month),
      queryFn: ({ signal }) =>
        apiJson<DailyStats>(
          'GET',
          `/api/bookings/daily-stats?${new URLSearchParams({ month }).toString()}`,
          undefined,
          {
            signal,
          },
        ),
    }),
  );
}

/** How many leads the venue has in all, every status: the Lead Conversion tile's divisor. */
export function useLeadTotal() {
  return useQuery(
    queryOptions({
      queryKey: insightKeys.leadCounts,
      queryFn: ({ signal }) => apiJson<LeadCounts>('GET', '/api/leads/counts', undefined, { signal }),
      select: (counts) => Object.values(counts).reduce((sum, count) => sum + count, 0),
    }),
  );
}
