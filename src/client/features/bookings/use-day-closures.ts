import { useCallback, useMemo } from 'react';
import type { Booking } from '#shared/bookings/bookings.schemas.ts';
import { holdsDaySlot, isDayFull } from '#shared/bookings/day-slots.ts';
import { getDayClosure, type DayClosure } from '#shared/settings/day-closure.ts';
import { useVenueSettings } from '#client/features/settings/index.ts';
import { toDayKey } from './calendar-dates.ts';

/** Which calendar days take no bookings (blackout dates, closed weekdays), from the settings. */
export function useDayClosures(): (dayKey: string) => DayClosure | null {
  const availability = useVenueSettings().data?.availability;
  return useCallback((dayKey) => (availability ? getDayClosure(dayKey, availability) : null), [availability]);
}

/** The venue days ('YYYY-MM-DD') whose slots `bookings` all hold, under the server's rule. */
export function getFullDays(bookings: readonly Booking[], timeZone: string, maxBookingsPerDay: number): Set<string> {
  const held = new Map<string, number>();
  for (const booking of bookings) {
    if (!holdsDaySlot(booking.status)) continue;
    const key = toDayKey(booking.eventDate, timeZone);
    held.set(key, (held.get(key) ?? 0) + 1);
  }
  return new Set([...held].filter(([, count]) => isDayFull(count, maxBookingsPerDay)).map(([key]) => key));
}

/**
 * Which days are fully booked, from every booking of the range (pass them unfiltered: a day
 * is full whatever the calendar's filters show) and the settings' bookings per day. Until the
 * settings arrive no day is called full; the server still refuses a booking that does not fit.
 */
export function useFullDays(bookings: readonly Booking[] | undefined, timeZone: string): (dayKey: string) => boolean {
  const maxBookingsPerDay = useVenueSettings().data?.availability.maxBookingsPerDay;
  const fullDays = useMemo(
    () => (bookings && maxBookingsPerDay ? getFullDays(bookings, timeZone, maxBookingsPerDay) : new Set<string>()),
    [bookings, timeZone, maxBookingsPerDay],
  );
  return useCallback((dayKey) => fullDays.has(dayKey), [fullDays]);
}
