import { describe, expect, it } from 'vitest';
import { ALL_FILTER, filterBookings, formatBookingCount, getEventTypeOptions } from './booking-filters.ts';

const bookings = [
  { id: 1, status: 'inquiry', eventType: 'Wedding' },
  { id: 2, status: 'booked', eventType: 'Gala' },
  { id: 3, status: 'booked', eventType: 'Wedding' },
  { id: 4, status: 'cancelled', eventType: 'Birthday' },
] as const;

const ids = (list: readonly { id: number }[]) => list.map((b) => b.id);

describe('filterBookings', () => {
  it('lets everything through with both filters on all', () => {
    expect(ids(filterBookings(bookings, { status: ALL_FILTER, eventType: ALL_FILTER }))).toEqual([1, 2, 3, 4]);
  });

  it('filters by status, by event type, and by both', () => {
    expect(ids(filterBookings(bookings, { status: 'booked', eventType: ALL_FILTER }))).toEqual([2, 3]);
    expect(ids(filterBookings(bookings, { status: ALL_FILTER, eventType: 'Wedding' }))).toEqual([1, 3]);
    expect(ids(filterBookings(bookings, { status: 'booked', eventType: 'Wedding' }))).toEqual([3]);
    expect(filterBookings(bookings, { status: 'completed', eventType: ALL_FILTER })).toEqual([]);
  });
});

describe('getEventTypeOptions', () => {
  it('offers the loaded bookings’ types once each, A to Z', () => {
    expect(getEventTypeOptions(bookings)).toEqual(['Birthday', 'Gala', 'Wedding']);
    expect(getEventTypeOptions([])).toEqual([]);
  });
});

describe('formatBookingCount', () => {
  it('counts in words', () => {
    expect([0, 1, 2].map(formatBookingCount)).toEqual(['0 bookings', '1 booking', '2 bookings']);
  });
});
