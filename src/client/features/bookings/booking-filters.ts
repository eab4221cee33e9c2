import type { Booking } from '#shared/bookings/bookings.schemas.ts';

/** The value of a filter that lets everything through. */
export const ALL_FILTER = 'all';

export interface BookingFilters {
  /** A booking status or 'all'. */
  status: string;
  /** An event type or 'all'. */
  eventType: string;
}

export const noBookingFilters: BookingFilters = { status: ALL_FILTER, eventType: ALL_FILTER };

export function filterBookings<T extends Pick<Booking, 'status' | 'eventType'>>(
  bookings: readonly T[],
  { status, eventType }: BookingFilters,
): T[] {
  return bookings.filter(
    (booking) =>
      (status === ALL_FILTER || booking.status === status) &&
      (eventType === ALL_FILTER || booking.eventType === eventType),
  );
}

/** The event-type filter offers the types of the loaded bookings (spec §2), A to Z, each once. */
export function getEventTypeOptions(bookings: readonly Pick<Booking, 'eventType'>[]): string[] {
  return [...new Set(bookings.map((booking) => booking.eventType))].sort((a, b) => a.localeCompare(b));
}

/** '1 booking', '3 bookings'. */
export function formatBookingCount(count: number): string {
  return `${count} ${count === 1 ? 'booking' : 'bookings'}`;
}
