import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DailyStats } from '#shared/calendar/calendar-share.schemas.ts';
import type { CalendarRecommendations } from '#shared/calendar/optimal-dates.schemas.ts';
import type { LeadTally } from '#shared/calendar/recommendations.ts';
import type { LeadCounts } from '#shared/leads/leads.schemas.ts';
import { apiJson } from '#client/lib/api-client.ts';

/**
 * Keys start with the path they read (decision 011). The daily stats and the optimal dates sit
 * under '/api/bookings' as elements of their own, so every booking change (which invalidates that
 * prefix) reads them again; the lead counts share the leads feature's key and its invalidation.
 */
export const insightKeys = {
  dailyStats: (month: string) => ['/api/bookings', 'daily-stats', month] as const,
  optimalDates: ['/api/bookings', '/api/calendar/recommendations'] as const,
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

/** The converted leads of all the venue's leads (every status): the Lead Conversion tile. */
export function useLeadTally() {
  return useQuery(
    queryOptions({
      queryKey: insightKeys.leadCounts,
      queryFn: ({ signal }) => apiJson<LeadCounts>('GET', '/api/leads/counts', undefined, { signal }),
      select: (counts): LeadTally => ({
        converted: counts.converted,
        total: Object.values(counts).reduce((sum, count) => sum + count, 0),
      }),
    }),
  );
}

/**
 * GET /api/calendar/recommendations: the open dates with the most demand and why (decision 051).
 * Read again each time the tab opens: leads and settings move them too, and those changes happen
 * on other pages.
 */
export function useOptimalDates() {
  return useQuery(
    queryOptions({
      queryKey: insightKeys.optimalDates,
      queryFn: ({ signal }) =>
        apiJson<CalendarRecommendations>('GET', '/api/calendar/recommendations', undefined, { signal }),
      refetchOnMount: 'always',
    }),
  );
}
