import { confirmedBookingStatuses } from '#shared/bookings/booking-status.ts';
import type { Booking } from '#shared/bookings/bookings.schemas.ts';

export interface MonthSummary {
  events: number;
  confirmed: number;
  pending: number;
  /** The sum of totalAmount in dollars; a booking without an amount adds nothing. */
  revenue: number;
}

const confirmedStatuses = new Set<string>(confirmedBookingStatuses);
const pendingStatuses = new Set<string>(['inquiry', 'tour_scheduled']);

/**
 * Spec §2 Share & Export: the month's events, confirmed, pending and total revenue. Cancelled
 * bookings count nowhere, as on the heat map, so the two tabs give one month the same figures.
 */
export function getMonthSummary(all: readonly Pick<Booking, 'status' | 'totalAmount'>[]): MonthSummary {
  const bookings = all.filter((booking) => booking.status !== 'cancelled');
  let confirmed = 0;
  let pending = 0;
  let cents = 0;
  for (const booking of bookings) {
    if (confirmedStatuses.has(booking.status)) confirmed += 1;
    if (pendingStatuses.has(booking.status)) pending += 1;
    const amount = Number(booking.totalAmount ?? 0);
    // Whole cents, so '0.10' + '0.20' is 0.30 and not 0.30000000000000004.
    if (Number.isFinite(amount)) cents += Math.round(amount * 100);
  }
  return { events: bookings.length, confirmed, pending, revenue: cents / 100 };
}
