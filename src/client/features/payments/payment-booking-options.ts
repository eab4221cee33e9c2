import type { Booking } from '#shared/bookings/bookings.schemas.ts';
import { formatVenueDay } from '#client/lib/venue-date-format.ts';
import type { SelectOption } from './select-field.tsx';

/**
 * The bookings a payment can be for, as the Create Payment picker lists them: cancelled ones
 * left out, those matching the search (couple or event type, any case), upcoming events soonest
 * first, then past ones latest first. The chosen booking stays listed whatever the search.
 */
export function getPaymentBookingOptions(
  bookings: readonly Booking[],
  { search, now, timeZone, chosenId }: { search: string; now: number; timeZone: string; chosenId?: number | undefined },
): SelectOption[] {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const matches = (booking: Booking) => {
    const text = `${booking.coupleNames} ${booking.eventType}`.toLowerCase();
    return words.every((word) => text.includes(word));
  };
  const listed = bookings.filter(
    (booking) => booking.id === chosenId || (booking.status !== 'cancelled' && matches(booking)),
  );
  const isUpcoming = (booking: Booking) => Date.parse(booking.eventDate) >= now;
  const upcoming = listed.filter(isUpcoming).sort((a, b) => a.eventDate.localeCompare(b.eventDate));
  const past = listed.filter((booking) => !isUpcoming(booking)).sort((a, b) => b.eventDate.localeCompare(a.eventDate));
  const toOption = (booking: Booking, suffix: string): SelectOption => ({
    value: String(booking.id),
    label: `${booking.coupleNames} — ${formatVenueDay(booking.eventDate, timeZone)}${suffix}`,
  });
  return [...upcoming.map((booking) => toOption(booking, '')), ...past.map((booking) => toOption(booking, ' (past)'))];
}
