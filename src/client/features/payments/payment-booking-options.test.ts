import { describe, expect, it } from 'vitest';
import { makeBooking } from '#client/test/contract-fixtures.ts';
import { getPaymentBookingOptions } from './payment-booking-options.ts';

const now = Date.parse('2026-11-24T03:00:00.000Z');
const bookings = [
  makeBooking({ id: 1, coupleNames: 'Past Early', eventDate: '2026-03-01T18:00:00.000Z' }),
  makeBooking({ id: 2, coupleNames: 'Later Wedding', eventDate: '2027-06-01T18:00:00.000Z' }),
  makeBooking({ id: 3, coupleNames: 'Cancelled Pair', eventDate: '2027-01-01T18:00:00.000Z', status: 'cancelled' }),
  makeBooking({ id: 4, coupleNames: 'Past Recent', eventDate: '2026-10-01T18:00:00.000Z' }),
  makeBooking({
    id: 5,
    coupleNames: 'Isabella Martinez',
    eventType: 'Quinceañera',
    eventDate: '2026-12-05T18:00:00.000Z',
  }),
];
const options = (search: string, chosenId?: number) =>
  getPaymentBookingOptions(bookings, { search, now, timeZone: 'America/Chicago', chosenId }).map((o) => o.label);

describe('getPaymentBookingOptions', () => {
  it('lists upcoming events soonest first, then past ones latest first, without cancelled ones', () => {
    expect(options('')).toEqual([
      'Isabella Martinez — Dec 5, 2026',
      'Later Wedding — Jun 1, 2027',
      'Past Recent — Oct 1, 2026 (past)',
      'Past Early — Mar 1, 2026 (past)',
    ]);
  });

  it('finds bookings by couple or event type, any case and word order', () => {
    expect(options('quince')).toEqual(['Isabella Martinez — Dec 5, 2026']);
    expect(options('wedding later')).toEqual(['Later Wedding — Jun 1, 2027']);
    expect(options('  PAST  ')).toEqual(['Past Recent — Oct 1, 2026 (past)', 'Past Early — Mar 1, 2026 (past)']);
    expect(options('nobody')).toEqual([]);
  });

  it('keeps the chosen booking listed while the search moves on', () => {
    expect(options('quince', 2)).toEqual(['Isabella Martinez — Dec 5, 2026', 'Later Wedding — Jun 1, 2027']);
  });
});
