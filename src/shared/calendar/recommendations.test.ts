import { describe, expect, it } from 'vitest';
import {
  addDaysToKey,
  getAverageRevenueByType,
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

/** Hand-computed in Los Angeles. G is cancelled and counts nowhere. */
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
    expect(getRecommendationTiles(active, { converted: 3, total: 8 })).toEqual({
      totalEvents: 6,
      averageRevenue: 5083.33, // 30,500 / 6
      leadConversion: 37.5,
      topEventType: 'Wedding',
    });
    expect(getRecommendationTiles(active, { converted: 2, total: 3 }).leadConversion).toBe(66.7);
  });

  it('counts converted leads of all leads: never over 100 %, whatever the bookings', () => {
    // Six bookings and two leads: §9's bookings ÷ leads would say 300 %.
    expect(getRecommendationTiles(active, { converted: 2, total: 2 }).leadConversion).toBe(100);
    expect(getRecommendationTiles(active, { converted: 0, total: 2 }).leadConversion).toBe(0);
  });

  it('says 0 % with no leads and defaults the top type to Reception', () => {
    expect(getRecommendationTiles(active, { converted: 0, total: 0 }).leadConversion).toBe(0);
    expect(getRecommendationTiles([], { converted: 0, total: 0 })).toEqual({
      totalEvents: 0,
      averageRevenue: 0,
      leadConversion: 0,
      topEventType: 'Reception',
    });
  });
});
