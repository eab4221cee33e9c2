import { and, eq, gte, lte, ne } from 'drizzle-orm';
import { addDaysToKey } from '#shared/calendar/recommendations.ts';
import type { Db } from '../../db/client.ts';
import { bookings, leads, venues } from '../../db/schema.ts';
import { DEMAND_WINDOW_DAYS, getTodayKey, type DemandFacts } from './demand.ts';
import { getCountryOfTimeZone } from './public-holidays.ts';

/**
 * The facts the demand reads, for one venue: its calendar settings, its bookings of the demand
 * window and the dates its leads ask for in it. Named and called as the engine's own facts query
 * (`loadVenueFacts(db, venueId, now)` answering every fact), which stands in for this one where
 * both exist. The venue comes from the session, so a venue that is not there is a bug: it throws.
 */
export async function loadVenueFacts(db: Db, venueId: number, now: Date): Promise<DemandFacts> {
  const [venue] = await db
    .select({
      timeZone: venues.timezone,
      basePrice: venues.basePrice,
      maxBookingsPerDay: venues.maxBookingsPerDay,
      openWeekdays: venues.openWeekdays,
      blackoutDates: venues.blackoutDates,
    })
    .from(venues)
    .where(eq(venues.id, venueId));
  if (!venue) throw new Error(`Venue ${venueId} not found`);

  // A day of slack each side: the window's days are the venue's, the bounds here are calendar days.
  const todayKey = getTodayKey({ now, timeZone: venue.timeZone });
  const firstDay = addDaysToKey(todayKey, -DEMAND_WINDOW_DAYS - 1);
  const lastDay = addDaysToKey(todayKey, DEMAND_WINDOW_DAYS + 1);
  const [bookingRows, leadRows] = await Promise.all([
    db
      .select({ localDay: bookings.localDay, status: bookings.status, totalAmount: bookings.totalAmount })
      .from(bookings)
      .where(
        and(
          eq(bookings.venueId, venueId),
          ne(bookings.status, 'cancelled'),
          gte(bookings.localDay, firstDay),
          lte(bookings.localDay, lastDay),
        ),
      ),
    db
      .select({ status: leads.status, preferredDate: leads.preferredDate })
      .from(leads)
      .where(and(eq(leads.venueId, venueId), gte(leads.preferredDate, firstDay), lte(leads.preferredDate, lastDay))),
  ]);

  return {
    now,
    timeZone: venue.timeZone,
    country: getCountryOfTimeZone(venue.timeZone),
    basePrice: venue.basePrice === null ? null : Number(venue.basePrice),
    maxBookingsPerDay: venue.maxBookingsPerDay,
    openWeekdays: venue.openWeekdays,
    blackoutDates: venue.blackoutDates,
    bookings: bookingRows.map((row) => ({
      localDay: row.localDay,
      status: row.status,
      totalAmount: row.totalAmount === null ? null : Number(row.totalAmount),
    })),
    leads: leadRows,
  };
}
