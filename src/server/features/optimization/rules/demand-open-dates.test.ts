import { describe, expect, it } from 'vitest';
import { bookingOn, everyNthDay, leadFor, makeFacts, parseDrafts } from '../venue-facts.test-helper.ts';
import { demandOpenDatesRule } from './demand-open-dates.ts';

describe('demandOpenDatesRule', () => {
  it('lists the popular dates still open, with their reasons and what booking them brings', () => {
    // Last June's Saturdays all filled at $12,000; a lead asks for 12 June 2027; the 19th is held.
    const facts = makeFacts({
      bookings: [
        ...everyNthDay('2026-06-06', 4).map((day) => bookingOn(day, 'completed', 12_000)),
        bookingOn('2027-06-19', 'inquiry', null),
      ],
      leads: [leadFor('2027-06-12')],
    });
    expect(parseDrafts(demandOpenDatesRule(facts))).toEqual([
      expect.objectContaining({
        key: 'open-popular-dates',
        title: '3 popular dates still open',
        description:
          'Saturday, June 12, 2027 (A lead asked for this date; Saturdays in June fill 4 of 4; 1 lead asked for ' +
          'this month), Saturday, June 5, 2027 (Saturdays in June fill 4 of 4; 1 lead asked for this month), ' +
          'Saturday, June 26, 2027 (Saturdays in June fill 4 of 4; 1 lead asked for this month). Booked at your ' +
          'average booking of $12,000, they bring $36,000.',
        category: 'revenue',
        timeframe: 'This month',
        priority: 6,
        estimatedRevenue: 36_000,
      }),
    ]);
  });

  it('is urgent when a popular date is under 60 days away', () => {
    const facts = makeFacts({ leads: [leadFor('2026-12-19')] });
    expect(parseDrafts(demandOpenDatesRule(facts))).toEqual([
      expect.objectContaining({
        title: '1 popular date still open',
        description:
          'Saturday, December 19, 2026 (A lead asked for this date; 1 lead asked for this month). Booked at ' +
          'your base price of $5,000, it brings $5,000.',
        timeframe: 'This week',
        priority: 8,
      }),
    ]);
  });

  it('stays silent when no open date is asked for or fills', () => {
    // One June Saturday of four filled, and leads only for the month as a whole are not enough.
    const facts = makeFacts({ bookings: [bookingOn('2026-06-06')], leads: [leadFor('2027-06-12', 'converted')] });
    expect(demandOpenDatesRule(facts)).toEqual([]);
    expect(demandOpenDatesRule(makeFacts())).toEqual([]);
  });
});
