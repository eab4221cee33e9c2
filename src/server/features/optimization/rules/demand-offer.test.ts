import { describe, expect, it } from 'vitest';
import { bookingOn, makeFacts, parseDrafts } from '../venue-facts.test-helper.ts';
import { demandOfferRule } from './demand-offer.ts';

/**
 * Open Fridays and Saturdays, $9,000 a booking, three events last year. Coming: December has 3 of
 * 8 slots held, January 1 of 10, February none of 8, March 2 of 8 (exactly 25 %); April, past
 * the 120-day horizon, is empty too.
 */
const lastYear = ['2026-05-02', '2026-06-06', '2026-09-12'].map((day) => bookingOn(day, 'completed', 9000));
const coming = [
  bookingOn('2026-12-05', 'booked', 9000),
  bookingOn('2026-12-12', 'deposit_paid', 9000),
  bookingOn('2026-12-19', 'inquiry', 9000),
  bookingOn('2027-01-09', 'booked', 9000),
  bookingOn('2027-03-06', 'booked', 9000),
  bookingOn('2027-03-13', 'tour_scheduled', 9000),
];
const facts = makeFacts({ openWeekdays: [5, 6], bookings: [...lastYear, ...coming] });

describe('demandOfferRule', () => {
  it('offers a discount on the emptiest coming months under 25 %, with what filling them brings', () => {
    expect(parseDrafts(demandOfferRule(facts))).toEqual([
      expect.objectContaining({
        key: 'offer:2027-02',
        title: 'Offer 10% off dates in February 2027',
        description:
          'February 2027 has 0 of 8 slots taken (0%), under the 25% a month should reach. 2 more events at ' +
          '$8,100 (your average booking of $9,000 less 10%) would bring $16,200 and lift it to 25%.',
        timeframe: 'Before February 2027',
        estimatedRevenue: 16_200,
        metrics: { currentValue: 0, targetValue: 25, unit: '% of slots taken' },
      }),
      expect.objectContaining({
        key: 'offer:2027-01',
        description:
          'January 2027 has 1 of 10 slots taken (10%), under the 25% a month should reach. 2 more events at ' +
          '$8,100 (your average booking of $9,000 less 10%) would bring $16,200 and lift it to 25%.',
        estimatedRevenue: 16_200,
      }),
    ]);
  });

  it('stays silent for a venue with under three bookings last year, or with its months filling', () => {
    expect(demandOfferRule({ ...facts, bookings: [...lastYear.slice(1), ...coming] })).toEqual([]);
    const busy = ['2027-01-01', '2027-01-02', '2027-01-08', '2027-02-05', '2027-02-06'].map((day) => bookingOn(day));
    expect(demandOfferRule({ ...facts, bookings: [...lastYear, ...coming, ...busy] })).toEqual([]);
  });
});
