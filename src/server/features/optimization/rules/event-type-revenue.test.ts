import { describe, expect, it } from 'vitest';
import { eventTypeRevenueRule } from './event-type-revenue.ts';
import { makeBooking, makeFacts } from './facts.test-helper.ts';

describe('average revenue per event type against the base price', () => {
  const facts = makeFacts({
    basePrice: 5000,
    bookings: [
      // Corporate events: $3,000 and $4,000, both in the last 12 months.
      makeBooking({ eventType: 'Corporate Event', totalAmount: 3000, localDay: '2026-09-01', status: 'completed' }),
      makeBooking({ eventType: 'Corporate Event', totalAmount: 4000, localDay: '2027-01-15', status: 'completed' }),
      // Weddings: $8,000 and $10,000.
      makeBooking({ eventType: 'Wedding', totalAmount: 8000, localDay: '2027-05-01' }),
      makeBooking({ eventType: 'Wedding', totalAmount: 10_000, localDay: '2027-06-01', status: 'deposit_paid' }),
      // Birthdays near the base price; a cancelled one and one without a total do not count.
      makeBooking({ eventType: 'Birthday', totalAmount: 5200, localDay: '2027-04-01' }),
      makeBooking({ eventType: 'Birthday', totalAmount: 4800, localDay: '2027-04-08' }),
      makeBooking({ eventType: 'Birthday', totalAmount: 100, localDay: '2027-04-09', status: 'cancelled' }),
      makeBooking({ eventType: 'Birthday', totalAmount: null, localDay: '2027-04-10' }),
    ],
  });

  it('flags a type sold under the base price with the yearly gap, and one sold well over it', () => {
    const findings = eventTypeRevenueRule(facts);
    expect(findings.map((finding) => finding.key)).toEqual([
      'event-type-under-base:Corporate Event',
      'event-type-over-base:Wedding',
    ]);
    expect(findings[0]).toMatchObject({
      title: 'Corporate Event: 30% under your base price',
      estimatedRevenue: 3000,
      metrics: { currentValue: 3500, targetValue: 5000, unit: 'dollars per Corporate Event booking' },
    });
    expect(findings[0]!.description).toContain('Your 2 Corporate Event bookings average $3,500');
    expect(findings[1]).toMatchObject({
      title: 'Price Wedding bookings from $9,000',
      estimatedRevenue: 0,
      impact: 'low',
    });
    expect(findings[1]!.description).toContain('80% above your base price of $5,000');
  });

  it('is silent without a base price, or with one event of a type', () => {
    expect(eventTypeRevenueRule({ ...facts, basePrice: null })).toEqual([]);
    expect(eventTypeRevenueRule(makeFacts({ bookings: [makeBooking({ totalAmount: 100 })] }))).toEqual([]);
  });
});
