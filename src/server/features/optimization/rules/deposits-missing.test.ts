import { describe, expect, it } from 'vitest';
import { depositsMissingRule, getDepositShare } from './deposits-missing.ts';
import { makeBooking, makeFacts, makePayment } from './facts.test-helper.ts';

describe('booked events without a deposit', () => {
  const securedA = makeBooking({ totalAmount: 10_000, localDay: '2027-05-01' });
  const securedB = makeBooking({ totalAmount: 20_000, status: 'deposit_paid', localDay: '2027-05-08' });
  const deposits = [
    makePayment({ bookingId: securedA.id, type: 'deposit', amount: 2500 }),
    makePayment({ bookingId: securedB.id, type: 'deposit', amount: 5000, status: 'paid' }),
  ];

  it('counts coming booked events with no deposit and values them at the venue’s usual deposit', () => {
    const facts = makeFacts({
      bookings: [
        securedA,
        securedB,
        makeBooking({ totalAmount: 12_000, localDay: '2027-06-12' }),
        makeBooking({ totalAmount: 8000, localDay: '2027-03-10' }),
        // Past, pending, or with only a final payment asked: not counted, or counted as named.
        makeBooking({ totalAmount: 9000, localDay: '2027-03-09' }),
        makeBooking({ totalAmount: 9000, status: 'inquiry', localDay: '2027-07-01' }),
      ],
      payments: deposits,
    });
    expect(getDepositShare(facts)).toBe(0.25);
    const [finding] = depositsMissingRule(facts);
    expect(finding).toMatchObject({
      key: 'deposits-missing',
      title: 'Request deposits for 2 booked events',
      estimatedRevenue: 5000,
      metrics: { currentValue: 2, targetValue: 0, unit: 'booked events without a deposit' },
      impact: 'high',
    });
    expect(finding!.description).toBe(
      '2 booked events have no deposit requested, holding $20,000 of bookings on a promise. At your usual 25% deposit that is $5,000 to ask for now.',
    );
  });

  it('claims no amount for a venue that has never asked a deposit', () => {
    const facts = makeFacts({ bookings: [makeBooking({ totalAmount: 3000, localDay: '2027-04-01' })] });
    const [finding] = depositsMissingRule(facts);
    expect(finding!.estimatedRevenue).toBe(0);
    expect(finding!.description).toContain('A deposit commits the couple');
  });

  it('is silent when every coming booked event has a deposit', () => {
    expect(depositsMissingRule(makeFacts({ bookings: [securedA, securedB], payments: deposits }))).toEqual([]);
  });
});
