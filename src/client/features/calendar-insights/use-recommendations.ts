import { useMemo } from 'react';
import {
  EVENT_TYPE_LIMIT,
  getAverageRevenueByType,
  getRecommendationTiles,
  rankEventTypes,
  selectInsightBookings,
} from '#shared/calendar/recommendations.ts';
import { useBookings } from '#client/features/bookings/index.ts';
import { useLeadTally, useOptimalDates } from './api.ts';

/**
 * The three reads the recommendations need (every booking of the venue, the lead counts, the
 * server's optimal dates) and what the tab's rules make of them. GET /api/bookings answers the
 * whole list at once (no paging), the same cached list other pages read.
 */
export function useRecommendations() {
  const bookings = useBookings();
  const leadTally = useLeadTally();
  const optimalDates = useOptimalDates();

  const insights = useMemo(() => {
    if (!bookings.data || !leadTally.data || !optimalDates.data) return undefined;
    const active = selectInsightBookings(bookings.data);
    return {
      tiles: getRecommendationTiles(active, leadTally.data),
      dates: optimalDates.data.dates,
      eventTypes: rankEventTypes(active).slice(0, EVENT_TYPE_LIMIT),
      averages: getAverageRevenueByType(active),
    };
  }, [bookings.data, leadTally.data, optimalDates.data]);

  const queries = [bookings, leadTally, optimalDates];
  const failed = queries.find((query) => query.isError);
  return {
    insights,
    error: failed?.error ?? null,
    isRetrying: queries.some((query) => query.isFetching),
    retry: () => queries.filter((query) => query.isError).forEach((query) => void query.refetch()),
  };
}
