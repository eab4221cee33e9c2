import { describe, expect, it } from 'vitest';
import { bookingOn, everyNthDay, makeFacts, parseDrafts } from '../venue-facts.test-helper.ts';
import { demandWeekdaysRule } from './demand-weekdays.ts';

/**
 * Open Tuesdays, Fridays and Saturdays; each has 52 days in the last 12 months. Saturdays filled
 * 16 (31 %), Fridays 8 (15 %), Tuesdays 1 (2 %). Every booking $10,000.
 */
function venue(saturdays: number) {
  return makeFacts({
    openWeekdays: [2, 5, 6],
    bookings: [
      ...everyNthDay('2025-11-29', saturdays).map((day) => bookingOn(day, 'completed')),
      ...everyNthDay('2025-11-28', 8, 14).map((day) => bookingOn(day, 'completed')),
      bookingOn('2026-03-03', 'completed'),
    ],
  });
}

describe('demandWeekdaysRule', () => {
  it('names the open weekday that fills a quarter or less of the busiest, with a weekday rate', () => {
    expect(parseDrafts(demandWeekdaysRule(venue(16)))).toEqual([
      {
        key: 'weekday:2',
        title: 'Fill your Tuesdays',
        description:
          'Tuesdays filled 1 of 52 slots in the last 12 months (2%), against 16 of 52 on Saturdays (31%). ' +
          'A Tuesday rate of $7,000 (your average booking of $10,000 less 30%) that fills 5 more slots a year ' +
          'brings $35,000.',
        category: 'marketing',
        impact: 'medium',
        effort: 'medium',
        timeframe: 'This quarter',
        priority: 5,
        estimatedRevenue: 35_000,
        actionItems: [
          'Publish a Tuesday rate for smaller events: rehearsal dinners, corporate meetings, showers',
          'Suggest Tuesdays to leads whose date is taken',
        ],
        metrics: { currentValue: 2, targetValue: 12, unit: '% of Tuesdays filled' },
      },
    ]);
  });

  it('stays silent while no weekday shows real demand, or with too few bookings to compare', () => {
    // 12 Saturdays are 23 %: under the 30 % that makes the others look empty.
    expect(demandWeekdaysRule(venue(12))).toEqual([]);
    expect(
      demandWeekdaysRule(makeFacts({ bookings: everyNthDay('2026-01-03', 5).map((day) => bookingOn(day)) })),
    ).toEqual([]);
  });
});
