import { describe, expect, it } from 'vitest';
import type { BookingVenue } from '#shared/bookings/bookings.schemas.ts';
import { makeBooking, makeContract, makeSentContract, makeSignedContract } from '#client/test/contract-fixtures.ts';
import { makePaidPayment, makePayment } from '#client/test/payment-fixtures.ts';
import {
  canDownloadContract,
  canSignContract,
  getAvailableContracts,
  getPendingPayments,
  getPortalCounts,
  getSigningPath,
  getUpcomingBookings,
  groupByVenue,
  sortBookingsForPortal,
  sortPayments,
  sumPayments,
} from './portal-data.ts';

const NOW = Date.parse('2026-11-24T03:00:00.000Z');
const rose: BookingVenue = {
  id: 7,
  name: 'Rose Hall',
  logo: null,
  primaryColor: '#8B5A6B',
  secondaryColor: '#6B7280',
  accentColor: '#10B981',
};
const lake: BookingVenue = { ...rose, id: 9, name: 'Lakeside Barn', primaryColor: '#1D4ED8' };

describe('upcoming events', () => {
  it('are the events still to come, not cancelled or completed, soonest first', () => {
    const later = makeBooking({ id: 1, eventDate: '2031-06-14T23:00:00.000Z' });
    const sooner = makeBooking({ id: 2, eventDate: '2027-01-09T23:00:00.000Z' });
    const past = makeBooking({ id: 3, eventDate: '2025-05-01T23:00:00.000Z', status: 'completed' });
    const cancelled = makeBooking({ id: 4, eventDate: '2028-01-01T23:00:00.000Z', status: 'cancelled' });
    expect(getUpcomingBookings([later, past, cancelled, sooner], NOW).map((b) => b.id)).toEqual([2, 1]);
    // My Bookings: what is to come first, then the rest, latest first.
    expect(sortBookingsForPortal([past, later, cancelled, sooner], NOW).map((b) => b.id)).toEqual([2, 1, 4, 3]);
  });
});

describe('payments', () => {
  it('to pay are the pending ones, soonest due first, those without a due day last', () => {
    const noDue = makePayment({ id: 1, dueDate: null });
    const late = makePayment({ id: 2, dueDate: '2027-03-01' });
    const early = makePayment({ id: 3, dueDate: '2026-12-01' });
    const paid = makePaidPayment({ id: 4, dueDate: '2026-11-01' });
    expect(getPendingPayments([noDue, late, paid, early]).map((p) => p.id)).toEqual([3, 2, 1]);
  });

  it('come in the order they are due or were paid, and add up to the cent', () => {
    const final = makePayment({ id: 1, dueDate: '2027-03-01', amount: '0.10' });
    const deposit = makePaidPayment({ id: 2, dueDate: null, paidAt: '2026-10-01T15:00:00.000Z', amount: '0.20' });
    const milestone = makePayment({ id: 3, dueDate: '2026-12-01', amount: '4620.00' });
    expect(sortPayments([final, deposit, milestone]).map((p) => p.id)).toEqual([2, 3, 1]);
    expect(sumPayments([final, deposit])).toBe('0.30');
    expect(sumPayments([])).toBe('0.00');
  });
});

describe('contracts', () => {
  it('are shown once sent: a draft is the venue’s work in progress', () => {
    const draft = makeContract();
    const sent = makeSentContract();
    expect(getAvailableContracts([draft, sent])).toEqual([sent]);
  });

  it('offer Sign now while out for signature with a link, and Download PDF once signed', () => {
    expect(canSignContract(makeSentContract())).toBe(true);
    expect(canSignContract(makeSentContract({ status: 'viewed' }))).toBe(true);
    expect(canSignContract(makeSentContract({ signingUrl: null }))).toBe(false);
    expect(canSignContract(makeSignedContract())).toBe(false);
    expect(canDownloadContract(makeSignedContract())).toBe(true);
    expect(canDownloadContract(makeSignedContract({ status: 'completed' }))).toBe(true);
    expect(canDownloadContract(makeSentContract({ status: 'viewed' }))).toBe(false);
  });

  it('are signed in this app: Sign now follows the link’s path', () => {
    expect(getSigningPath('https://venuedesk.example/contract/tok_3kq9/sign')).toBe('/contract/tok_3kq9/sign');
    expect(getSigningPath('https://elsewhere.example/other')).toBe('https://elsewhere.example/other');
  });
});

it('counts upcoming events, pending payments, and contracts with those to sign', () => {
  const counts = getPortalCounts(
    [makeBooking({ id: 1 }), makeBooking({ id: 2, eventDate: '2025-01-01T00:00:00.000Z' })],
    [makePayment(), makePayment(), makePaidPayment()],
    [makeContract(), makeSentContract(), makeSignedContract()],
    NOW,
  );
  expect(counts).toEqual({ upcomingEvents: 1, pendingPayments: 2, contracts: 2, contractsToSign: 1 });
});

it('groups items by the venue of their booking, in the order of the bookings', () => {
  const bookings = [
    makeBooking({ id: 1, venue: lake }),
    makeBooking({ id: 2, venue: rose }),
    makeBooking({ id: 3, venue: lake }),
  ];
  const payments = [
    makePayment({ id: 10, bookingId: 2 }),
    makePayment({ id: 11, bookingId: 3 }),
    makePayment({ id: 12, bookingId: 99 }),
  ];
  const groups = groupByVenue(payments, (payment) => payment.bookingId, bookings);
  expect(groups.map((group) => [group.venue?.name ?? null, group.items.map((p) => p.id)])).toEqual([
    ['Lakeside Barn', [11]],
    ['Rose Hall', [10]],
    [null, [12]],
  ]);
});
