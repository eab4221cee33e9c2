import { describe, expect, it } from 'vitest';
import { makeFacts, makePayment } from './facts.test-helper.ts';
import { overduePaymentsRule } from './overdue-payments.ts';

describe('overdue payments', () => {
  it('totals the owed payments past their due date, in the venue’s day', () => {
    const facts = makeFacts({
      payments: [
        makePayment({ amount: 2500, dueDate: '2027-03-01' }),
        makePayment({ amount: 1200.4, dueDate: '2027-02-14', status: 'failed' }),
        // Due today, paid, on its way, or with no date: not overdue.
        makePayment({ amount: 999, dueDate: '2027-03-10' }),
        makePayment({ amount: 999, dueDate: '2027-01-01', status: 'paid' }),
        makePayment({ amount: 999, dueDate: '2027-01-01', status: 'processing' }),
        makePayment({ amount: 999, dueDate: null }),
      ],
    });
    const [finding] = overduePaymentsRule(facts);
    expect(finding).toMatchObject({
      key: 'overdue-payments',
      title: 'Collect $3,700 in overdue payments',
      estimatedRevenue: 3700,
      category: 'revenue',
      metrics: { currentValue: 3700, targetValue: 0, unit: 'dollars overdue' },
    });
    expect(finding!.description).toBe(
      '2 payments totalling $3,700 are past due, the oldest since February 14, 2027. 1 payment failed and needs a new attempt.',
    );
  });

  it('reads today in the venue’s zone', () => {
    const payments = [makePayment({ dueDate: '2027-03-09' })];
    // NOW is 02:00 on March 10 in Honolulu (UTC−10), so March 9 is past.
    expect(overduePaymentsRule(makeFacts({ payments, timeZone: 'Pacific/Honolulu' }))).toHaveLength(1);
    // In Apia (UTC+13) it is already March 11, so a payment due March 10 is past there only.
    const dueToday = [makePayment({ dueDate: '2027-03-10' })];
    expect(overduePaymentsRule(makeFacts({ payments: dueToday, timeZone: 'Pacific/Apia' }))).toHaveLength(1);
    expect(overduePaymentsRule(makeFacts({ payments: dueToday, timeZone: 'Pacific/Honolulu' }))).toEqual([]);
  });

  it('is at least medium impact and urgent, however small beside the venue’s events', () => {
    const facts = makeFacts({ basePrice: 50_000, payments: [makePayment({ amount: 100, dueDate: '2027-03-01' })] });
    expect(overduePaymentsRule(facts)[0]).toMatchObject({ impact: 'medium', priority: 7 });
    expect(overduePaymentsRule(facts)[0]).toMatchObject({
      description: 'A payment of $100 has been due since March 1, 2027.',
      actionItems: expect.arrayContaining(['Send the couple a reminder today']) as unknown,
    });
  });

  it('is silent with nothing overdue', () => {
    expect(overduePaymentsRule(makeFacts({ payments: [makePayment({ dueDate: '2027-04-01' })] }))).toEqual([]);
  });
});
