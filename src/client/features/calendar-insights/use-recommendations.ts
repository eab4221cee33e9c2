import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { useMemo } from 'react';
import { getDayClosure } from '#shared/settings/day-closure.ts';
import {
  EVENT_TYPE_LIMIT,
  getAverageRevenueByType,
  getOptimalDates,
  getRecommendationTiles,
  rankEventTypes,
  selectInsightBookings,
} from '#shared/calendar/recommendations.ts';
import { useBookings } from '#client/features/bookings/index.ts';
import { useVenueSettings } from '#client/features/settings/index.ts';
import { useLeadTotal } from './api.ts';

/**
 * The three reads the recommendations need (every booking of the venue, the lead total, the
 * settings' closures) and what the §9 rules make of them. GET /api/bookings answers the whole
 * list at once (no paging), the same cached list other pages read.
 */
export function useRecommendations(timeZone: string, today: Date) {
  const bookings = useBookings();
  const leadTotal = useLeadTotal();
  const settings = useVenueSettings();
  const todayKey = format(today, 'yyyy-MM-dd', { in: tz(timeZone) });
  const availability = settings.data?.availability;

  const insights = useMemo(() => {
    if (!bookings.data || leadTotal.data === undefined || !availability) return undefined;
    const active = selectInsightBookings(bookings.data);
    return {
      tiles: getRecommendationTiles(active, leadTotal.data),
      dates: getOptimalDates({
        bookings: active,
        timeZone,
        todayKey,
        isDayClosed: (dayKey) => getDayClosure(dayKey, availability) !== null,
      }),
      eventTypes: rankEventTypes(active).slice(0, EVENT_TYPE_LIMIT),
      averages: getAverageRevenueByType(active),
    };
  }, [bookings.data, leadTotal.data, availability, timeZone, todayKey]);

  const queries = [bookings, leadTotal, settings];
  const failed = queries.find((query) => query.isError);
  return {
    insights,
    error: failed?.error ?? null,
    isRetrying: queries.some((query) => query.isFetching),
    retry: () => queries.filter((query) => query.isError).forEach((query) => void query.refetch()),
  };
}
