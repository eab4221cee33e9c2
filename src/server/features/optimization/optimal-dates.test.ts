import { describe, expect, it } from 'vitest';
import { findOptimalDates } from './optimal-dates.ts';
import { bookingOn, everyNthDay, leadFor, makeFacts } from './venue-facts.test-helper.ts';

/**
 * Last June every Saturday filled (4 of 4). For June 2027, two leads asked for Saturday the 5th,
 * one (lost) for Wednesday the 16th, and a converted one for the 19th, which is booked; the 26th
 * is a blackout date.
 */
const juneFacts = makeFacts({
  bookings: [...everyNthDay('2026-06-06', 4).map((day) => bookingOn(day, 'completed')), bookingOn('2027-06-19')],
  leads: [
    leadFor('2027-06-05', 'new'),
    leadFor('2027-06-05', 'contacted'),
    leadFor('2027-06-16', 'lost'),
    leadFor('2027-06-19', 'converted'),
  ],
  blackoutDates: ['2027-06-26'],
});

describe('findOptimalDates', () => {
  it('ranks open dates by the bookings and leads behind them, each point a reason', () => {
    expect(findOptimalDates(juneFacts, { limit: 6 })).toEqual([
      {
        dayKey: '2027-06-05',
        score: 9,
        reasons: [
          { kind: 'date-leads', label: '2 leads asked for this date' },
          { kind: 'fill', label: 'Saturdays in June fill 4 of 4' },
          { kind: 'month-leads', label: '3 leads asked for this month' },
        ],
      },
      {
        dayKey: '2027-06-12',
        score: 7,
        reasons: [
          { kind: 'fill', label: 'Saturdays in June fill 4 of 4' },
          { kind: 'month-leads', label: '3 leads asked for this month' },
        ],
      },
      {
        dayKey: '2027-06-16',
        score: 4,
        reasons: [
          { kind: 'date-leads', label: 'A lead asked for this date' },
          { kind: 'month-leads', label: '3 leads asked for this month' },
        ],
      },
      // Then June's other days, on the month's leads alone, earliest first.
      ...['2027-06-01', '2027-06-02', '2027-06-03'].map((dayKey) => ({
        dayKey,
        score: 3,
        reasons: [{ kind: 'month-leads', label: '3 leads asked for this month' }],
      })),
    ]);
  });

  it('never offers a full day, a blackout date, a closed weekday, today or a past day', () => {
    const dayKeys = findOptimalDates(juneFacts, { limit: 500 }).map((date) => date.dayKey);
    // June's 30 days but the 19th (full) and the 26th (blackout); no other day has demand.
    expect(dayKeys).toHaveLength(28);
    expect(dayKeys).not.toContain('2027-06-19');
    expect(dayKeys).not.toContain('2027-06-26');
    const closedSaturdays = findOptimalDates({ ...juneFacts, openWeekdays: [0, 1, 2, 3, 4, 5] }, { limit: 500 });
    expect(closedSaturdays.map((date) => date.dayKey)).not.toContain('2027-06-05');

    const asked = makeFacts({ leads: [leadFor('2026-11-26'), leadFor('2026-11-27'), leadFor('2026-10-01')] });
    expect(findOptimalDates(asked).map((date) => date.dayKey)).toEqual([
      '2026-11-27',
      // The rest of November on the month's two leads (today's and tomorrow's).
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
    ]);
  });

  it('flags a public holiday of the venue’s country without scoring it', () => {
    // Two July Sundays filled last year; 4 July 2027 is a Sunday.
    const facts = makeFacts({ bookings: [bookingOn('2026-07-05'), bookingOn('2026-07-12')] });
    const dates = findOptimalDates(facts);
    expect(dates.map((date) => [date.dayKey, date.score])).toEqual([
      ['2027-07-04', 2],
      ['2027-07-11', 2],
      ['2027-07-18', 2],
      ['2027-07-25', 2],
    ]);
    expect(dates[0]!.reasons).toEqual([
      { kind: 'fill', label: 'Sundays in July fill 2 of 4' },
      { kind: 'holiday', label: 'Independence Day' },
    ]);
    expect(findOptimalDates({ ...facts, country: null })[0]!.reasons).toHaveLength(1);
  });

  it('prefers the fuller weekday on equal scores', () => {
    // Two of March 2026's five Sundays (the 1st, the 8th) against two of its four Wednesdays.
    const facts = makeFacts({
      bookings: ['2026-03-01', '2026-03-08', '2026-03-04', '2026-03-11'].map((day) => bookingOn(day)),
    });
    expect(findOptimalDates(facts, { limit: 2 })).toEqual(
      ['2027-03-03', '2027-03-10'].map((dayKey) => ({
        dayKey,
        score: 2,
        reasons: [{ kind: 'fill', label: 'Wednesdays in March fill 2 of 4' }],
      })),
    );
  });

  it('offers nothing without demand: no made-up dates for a new venue', () => {
    expect(findOptimalDates(makeFacts())).toEqual([]);
  });
});
