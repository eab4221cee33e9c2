import type { Booking, BookingVenue } from '#shared/bookings/bookings.schemas.ts';
import { awaitingSignatureStatuses } from '#shared/contracts/contract-status.ts';
import type { Contract } from '#shared/contracts/contracts.schemas.ts';
import { centsToDecimal, decimalToCents } from '#shared/payments/payment-schedule.ts';
import type { Payment } from '#shared/payments/payments.schemas.ts';

/**
 * What the client portal shows of a couple's own bookings, payments and contracts (spec §2
 * Client Portal, §9 Portal and signing). Pure functions, so the rules are tested without a screen.
 */

/** Spec §9: the overview lists at most 3 upcoming events and 3 pending payments. */
export const OVERVIEW_LIMIT = 3;

/** An event still to come: not cancelled or completed, and not yet begun. */
export function isUpcoming(booking: Pick<Booking, 'eventDate' | 'status'>, now: number): boolean {
  if (booking.status === 'cancelled' || booking.status === 'completed') return false;
  return new Date(booking.eventDate).getTime() >= now;
}

/** The events to come, soonest first. */
export function getUpcomingBookings(bookings: readonly Booking[], now: number): Booking[] {
  return bookings
    .filter((booking) => isUpcoming(booking, now))
    .sort((a, b) => new Date(a.eventDate).getTime() - new Date(b.eventDate).getTime());
}

/** My Bookings: what is to come, soonest first, then the rest, latest first. */
export function sortBookingsForPortal(bookings: readonly Booking[], now: number): Booking[] {
  const upcoming = getUpcomingBookings(bookings, now);
  const rest = bookings
    .filter((booking) => !upcoming.includes(booking))
    .sort((a, b) => new Date(b.eventDate).getTime() - new Date(a.eventDate).getTime());
  return [...upcoming, ...rest];
}

/** The day a payment belongs to in the history: due, else paid, else created (YYYY-MM-DD sorts as text). */
function getPaymentDay(payment: Payment): string {
  return payment.dueDate ?? payment.paidAt?.slice(0, 10) ?? payment.createdAt.slice(0, 10);
}

/** The payment history in the order the couple pays it: by due day, then as created. */
export function sortPayments(payments: readonly Payment[]): Payment[] {
  return [...payments].sort((a, b) => getPaymentDay(a).localeCompare(getPaymentDay(b)) || a.id - b.id);
}

/** What is left to pay, the soonest due first; a payment without a due day comes last. */
export function getPendingPayments(payments: readonly Payment[]): Payment[] {
  return payments
    .filter((payment) => payment.status === 'pending')
    .sort((a, b) => {
      if (a.dueDate === b.dueDate) return a.id - b.id;
      if (a.dueDate === null) return 1;
      if (b.dueDate === null) return -1;
      return a.dueDate.localeCompare(b.dueDate);
    });
}

/**
 * The contracts the couple may see: a draft is still the venue's work in progress, so the portal
 * lists contracts once they are sent. Newest first, as the server sends them.
 */
export function getAvailableContracts(contracts: readonly Contract[]): Contract[] {
  return contracts.filter((contract) => contract.status !== 'draft');
}

/** Sign now: the contract is out for signature and its link works. */
export function canSignContract(contract: Pick<Contract, 'status' | 'signingUrl'>): boolean {
  return (awaitingSignatureStatuses as readonly string[]).includes(contract.status) && contract.signingUrl !== null;
}

/** Download PDF: the contract is signed, so its signed PDF exists. */
export function canDownloadContract(contract: Pick<Contract, 'status'>): boolean {
  return contract.status === 'signed' || contract.status === 'completed';
}

/**
 * Where Sign now goes. The link names the server's public address; the signing page is part of
 * this app, so the couple stays in it (and keeps their session) by following its path.
 */
export function getSigningPath(signingUrl: string): string {
  try {
    const url = new URL(signingUrl, window.location.origin);
    return /^\/contract\/[^/]+\/sign$/.test(url.pathname) ? url.pathname : signingUrl;
  } catch {
    return signingUrl;
  }
}

export interface PortalCounts {
  upcomingEvents: number;
  pendingPayments: number;
  contracts: number;
  contractsToSign: number;
}

export function getPortalCounts(
  bookings: readonly Booking[],
  payments: readonly Payment[],
  contracts: readonly Contract[],
  now: number,
): PortalCounts {
  const available = getAvailableContracts(contracts);
  return {
    upcomingEvents: getUpcomingBookings(bookings, now).length,
    pendingPayments: getPendingPayments(payments).length,
    contracts: available.length,
    contractsToSign: available.filter(canSignContract).length,
  };
}

/** The venues of the couple's bookings, in the order the bookings come. */
export function getPortalVenues(bookings: readonly Booking[]): BookingVenue[] {
  const venues = new Map<number, BookingVenue>();
  for (const booking of bookings) {
    if (booking.venue && !venues.has(booking.venue.id)) venues.set(booking.venue.id, booking.venue);
  }
  return [...venues.values()];
}

export interface VenueGroup<T> {
  venue: BookingVenue | null;
  items: T[];
}

/**
 * Items grouped by the venue of their booking, in the order of `venues`; an item whose booking
 * is not in the list (a refresh in between) goes in a last group without a venue.
 */
export function groupByVenue<T>(
  items: readonly T[],
  getBookingId: (item: T) => number | null,
  bookings: readonly Booking[],
): VenueGroup<T>[] {
  const venueIdOf = new Map(bookings.map((booking) => [booking.id, booking.venue?.id ?? null]));
  const groups = getPortalVenues(bookings).map((venue) => ({ venue, items: [] as T[] }));
  const unknown: VenueGroup<T> = { venue: null, items: [] };
  for (const item of items) {
    const bookingId = getBookingId(item);
    const venueId = bookingId === null ? null : (venueIdOf.get(bookingId) ?? null);
    (groups.find((group) => group.venue?.id === venueId) ?? unknown).items.push(item);
  }
  return [...groups.filter((group) => group.items.length > 0), ...(unknown.items.length > 0 ? [unknown] : [])];
}

/** The sum of the payments' amounts, counted in cents so decimal strings add up exactly; a decimal string. */
export function sumPayments(payments: readonly Pick<Payment, 'amount'>[]): string {
  return centsToDecimal(payments.reduce((total, payment) => total + (decimalToCents(payment.amount) ?? 0), 0));
}
