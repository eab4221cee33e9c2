import { describe, expect, it } from 'vitest';
import { getDayClosure } from '../settings/day-closure.ts';
import {
  addDaysToKey,
  getAverageRevenueByType,
  getOptimalDates,
  getRecommendationTiles,
  getVenueDay,
  rankEventTypes,
  selectInsightBookings,
  type InsightBooking,
} from './recommendations.ts';

const LA = 'America/Los_Angeles';

function booking(eventDate: string, eventType: string, totalAmount: string | null, status = 'booked') {
  return { eventDate, eventType, totalAmount, status } as InsightBooking;
}

/**
 * Hand-computed in Los Angeles. Saturdays: A, B, C, F (4); Thursdays: D, E. June: B–E (4);
 * February: A; April: F. G is cancelled and counts nowhere.
 */
const venueBookings = [
  booking('2026-03-01T03:00:00Z', 'Wedding', '12000.00'), // A: Saturday 28 February, 19:00 PST
  booking('2025-06-07T20:00:00Z', 'Wedding', '8000'), // B: Saturday 7 June
  booking('2025-06-14T20:00:00Z', 'Reception', '3000.50'), // C: Saturday 14 June
  booking('2025-06-20T02:00:00Z', 'Wedding', null), // D: Thursday 19 June, 19:00 PDT
  booking('2025-06-26T18:00:00Z', 'Corporate', '4500'), // E: Thursday 26 June
  booking('2026-04-11T19:00:00Z', 'Reception', '2999.50'), // F: Saturday 11 April
  booking('2026-04-18T19:00:00Z', 'Quinceañera', '9999', 'cancelled'), // G
];
const active = selectInsightBookings(venueBookings);

// Thursday 5 March 2026: 30 days on is Saturday 4 April, so every candidate is a Saturday.
const todayKey = '2026-03-05';

describe('getVenueDay', () => {
  it('reads the day, weekday and month in the venue’s zone, not in UTC', () => {
    expect(getVenueDay('2026-03-01T03:00:00Z', LA)).toEqual({ dayKey: '2026-02-28', weekday: 6, month: 1 });
    expect(getVenueDay('2026-03-01T03:00:00Z', 'UTC')).toEqual({ dayKey: '2026-03-01', weekday: 0, month: 2 });
    expect(getVenueDay('2026-03-01T03:00:00Z', 'Asia/Tokyo')).toEqual({ dayKey: '2026-03-01', weekday: 0, month: 2 });
  });
});

describe('addDaysToKey', () => {
  it('counts calendar days across a daylight-saving change and a year end', () => {
    expect(addDaysToKey('2026-03-05', 30)).toBe('2026-04-04');
    expect(addDaysToKey('2026-03-05', 359)).toBe('2027-02-27');
  });
});

describe('selectInsightBookings', () => {
  it('leaves out cancelled bookings', () => {
    expect(active).toHaveLength(6);
    expect(active.some((entry) => entry.status === 'cancelled')).toBe(false);
  });
});

describe('getOptimalDates', () => {
  it('scores weekday plus month bookings, best first, earlier first on a tie, skipping booked days', () => {
    expect(getOptimalDates({ bookings: active, timeZone: LA, todayKey })).toEqual([
      { dayKey: '2026-06-06', score: 8, reasons: ['Popular Saturday', 'Peak June season', 'Weekend event'] },
      { dayKey: '2026-06-13', score: 8, reasons: ['Popular Saturday', 'Peak June season', 'Weekend event'] },
      { dayKey: '2026-06-20', score: 8, reasons: ['Popular Saturday', 'Peak June season', 'Weekend event'] },
      { dayKey: '2026-06-27', score: 8, reasons: ['Popular Saturday', 'Peak June season', 'Weekend event'] },
      // 11 April is booked (F); 18 April's only booking was cancelled, so it is free again.
      { dayKey: '2026-04-04', score: 5, reasons: ['Popular Saturday', 'Weekend event'] },
      { dayKey: '2026-04-18', score: 5, reasons: ['Popular Saturday', 'Weekend event'] },
    ]);
  });

  it('counts A as a Saturday in February in Los Angeles, unlike in UTC', () => {
    const inLosAngeles = getOptimalDates({ bookings: active, timeZone: LA, todayKey });
    const inUtc = getOptimalDates({ bookings: active, timeZone: 'UTC', todayKey });
    // UTC would see a Sunday in March: three Saturdays, so June scores 3 + 4.
    expect(inLosAngeles[0]?.score).toBe(8);
    expect(inUtc[0]?.score).toBe(7);
  });

  it('skips blackout dates and closed weekdays', () => {
    const open = { sun: true, mon: true, tue: true, wed: true, thu: true, fri: true, sat: true };
    const blackout = { weekdays: open, blackoutDates: ['2026-06-13'] };
    const withBlackout = getOptimalDates({
      bookings: active,
      timeZone: LA,
      todayKey,
      isDayClosed: (dayKey) => getDayClosure(dayKey, blackout) !== null,
    });
    expect(withBlackout.map((date) => date.dayKey)).toEqual([
      '2026-06-06',
      '2026-06-20',
      '2026-06-27',
      '2026-04-04',
      '2026-04-18',
      '2026-04-25',
    ]);

    const closedSaturdays = { weekdays: { ...open, sat: false }, blackoutDates: [] };
    const isDayClosed = (dayKey: string) => getDayClosure(dayKey, closedSaturdays) !== null;
    expect(getOptimalDates({ bookings: active, timeZone: LA, todayKey, isDayClosed })).toEqual([]);
  });

  it('runs from 30 to 359 days ahead a week apart, and still lists dates with no history', () => {
    // Wednesday 4 March: 30 days on is Friday 3 April; no reasons, score 0, in date order.
    const dates = getOptimalDates({ bookings: [], timeZone: LA, todayKey: '2026-03-04' });
    expect(dates.map((date) => date.dayKey)).toEqual([
      '2026-04-03',
      '2026-04-10',
      '2026-04-17',
      '2026-04-24',
      '2026-05-01',
      '2026-05-08',
    ]);
    expect(dates[0]).toEqual({ dayKey: '2026-04-03', score: 0, reasons: [] });

    // A February booking lifts the last candidates (359 days on is 26 February 2027); a March
    // one lifts none: March 2026 is under 30 days away and March 2027 over 365.
    const february = [booking('2025-02-10T20:00:00Z', 'Wedding', null)];
    expect(getOptimalDates({ bookings: february, timeZone: LA, todayKey: '2026-03-04' }).slice(0, 4)).toEqual(
      ['2027-02-05', '2027-02-12', '2027-02-19', '2027-02-26'].map((dayKey) => ({ dayKey, score: 1, reasons: [] })),
    );
    const march = [booking('2025-03-10T20:00:00Z', 'Wedding', null)];
    expect(getOptimalDates({ bookings: march, timeZone: LA, todayKey: '2026-03-04' })[0]?.score).toBe(0);
  });

  it('needs more than 2 on the weekday and more than 3 in the month for a reason', () => {
    const threeSaturdaysInJune = [
      booking('2025-06-07T20:00:00Z', 'Wedding', null),
      booking('2025-06-14T20:00:00Z', 'Wedding', null),
      booking('2025-06-21T20:00:00Z', 'Wedding', null),
    ];
    const [first] = getOptimalDates({ bookings: threeSaturdaysInJune.slice(0, 2), timeZone: LA, todayKey });
    expect(first).toEqual({ dayKey: '2026-06-06', score: 4, reasons: ['Weekend event'] });
    const [next] = getOptimalDates({ bookings: threeSaturdaysInJune, timeZone: LA, todayKey });
    expect(next).toEqual({ dayKey: '2026-06-06', score: 6, reasons: ['Popular Saturday', 'Weekend event'] });
  });
});

describe('rankEventTypes', () => {
  it('counts each type with its whole percent, most first', () => {
    expect(rankEventTypes(active)).toEqual([
      { eventType: 'Wedding', count: 3, percent: 50 },
      { eventType: 'Reception', count: 2, percent: 33 },
      { eventType: 'Corporate', count: 1, percent: 17 },
    ]);
    expect(rankEventTypes([])).toEqual([]);
  });
});

describe('getAverageRevenueByType', () => {
  it('averages each type over all its bookings (unpriced ones as 0), highest first', () => {
    expect(getAverageRevenueByType(active)).toEqual([
      { eventType: 'Wedding', count: 3, averageRevenue: 6666.67 },
      { eventType: 'Corporate', count: 1, averageRevenue: 4500 },
      { eventType: 'Reception', count: 2, averageRevenue: 3000 },
    ]);
  });
});

describe('getRecommendationTiles', () => {
  it('gives total events, average revenue, lead conversion and the top type', () => {
    expect(getRecommendationTiles(active, 8)).toEqual({
      totalEvents: 6,
      averageRevenue: 5083.33, // 30,500 / 6
      leadConversion: 75,
      topEventType: 'Wedding',
    });
    expect(getRecommendationTiles(active, 9).leadConversion).toBe(66.7);
  });

  it('divides by at least 1 and defaults the top type to Reception', () => {
    expect(getRecommendationTiles(active, 0).leadConversion).toBe(600);
    expect(getRecommendationTiles([], 0)).toEqual({
      totalEvents: 0,
      averageRevenue: 0,
      leadConversion: 0,
      topEventType: 'Reception',
    });
  });
});
