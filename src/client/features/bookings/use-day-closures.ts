import { useCallback } from 'react';
import { getDayClosure, type DayClosure } from '#shared/settings/day-closure.ts';
import { useVenueSettings } from '#client/features/settings/index.ts';

/** Which calendar days take no bookings (blackout dates, closed weekdays), from the settings. */
export function useDayClosures(): (dayKey: string) => DayClosure | null {
  const availability = useVenueSettings().data?.availability;
  return useCallback((dayKey) => (availability ? getDayClosure(dayKey, availability) : null), [availability]);
}
