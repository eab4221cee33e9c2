import { describe, expect, it } from 'vitest';
import { makeAnalytics } from '#client/test/optimization-fixtures.ts';
import {
  getRevenueRows,
  summarizeBookings,
  summarizeOccupancy,
  summarizeRevenue,
  summarizeSources,
  summarizeStages,
} from './analytics-format.ts';

const empty = makeAnalytics({
  revenueByMonth: makeAnalytics().revenueByMonth.map((month) => ({ ...month, paid: '0.00', scheduled: '0.00' })),
  bookingsByStatus: makeAnalytics().bookingsByStatus.map((row) => ({ ...row, count: 0 })),
  leadsByStage: makeAnalytics().leadsByStage.map((row) => ({ ...row, count: 0 })),
  leadsBySource: [],
  occupancy: {
    from: '2026-05-28',
    to: '2027-05-26',
    weekdays: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, openSlots: 52, takenSlots: 0, rate: 0 })),
  },
});

describe('Performance Analytics summaries', () => {
  it('say plainly when a venue has nothing yet', () => {
    expect(summarizeRevenue(getRevenueRows(empty))).toBe(
      'No payments were received or due in the 12 months from Dec 2025 to Nov 2026.',
    );
    expect(summarizeBookings(empty)).toBe('No bookings have events from Dec 1, 2025 on.');
    expect(summarizeStages(empty)).toBe('No leads arrived from Dec 1, 2025 on.');
    expect(summarizeSources(empty)).toBe('No leads arrived from Dec 1, 2025 on.');
    expect(summarizeOccupancy(empty)).toBe(
      'Taken slots as a share of open slots, May 28, 2026 to May 26, 2027: the 26 weeks before today and the 26 from today. No slot is taken.',
    );
  });

  it('count in the singular, and name no best month when only money due', () => {
    const one = makeAnalytics({
      bookingsByStatus: empty.bookingsByStatus.map((row) => ({ ...row, count: row.status === 'booked' ? 1 : 0 })),
      leadsByStage: empty.leadsByStage.map((row) => ({ ...row, count: row.stage === 'new' ? 1 : 0 })),
      leadsBySource: [{ source: 'google', leads: 1, converted: 0 }],
      revenueByMonth: empty.revenueByMonth.map((month) =>
        month.month === '2026-03' ? { ...month, scheduled: '900.00' } : month,
      ),
    });
    expect(summarizeBookings(one)).toBe('1 booking has its event from Dec 1, 2025 on: 1 Booked.');
    expect(summarizeStages(one)).toBe('1 lead arrived from Dec 1, 2025 on. Where they stand now: 1 New.');
    expect(summarizeSources(one)).toBe(
      'Most leads came from Google: 1, 0 converted. No source has a converted lead yet.',
    );
    expect(summarizeRevenue(getRevenueRows(one))).toBe(
      'In the 12 months from Dec 2025 to Nov 2026, $0 was received, less refunds, against $900 scheduled.',
    );
  });

  it('say when the venue opens on no weekday', () => {
    const closed = makeAnalytics({
      occupancy: {
        ...empty.occupancy,
        weekdays: empty.occupancy.weekdays.map((row) => ({ ...row, openSlots: 0, rate: null })),
      },
    });
    expect(summarizeOccupancy(closed)).toMatch(/The venue opens on no weekday\.$/);
  });
});
