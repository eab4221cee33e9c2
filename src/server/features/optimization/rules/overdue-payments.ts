import { formatDay, formatMoney, getLocalDay, getTypicalEventValue, plural } from '../facts-figures.ts';
import type { Rule } from './rule.ts';
import { atLeast, getMoneyImpact, getPriority } from './scoring.ts';

/**
 * Payments past their due date that are still owed (pending, or failed and not retried); money on
 * its way (processing) is not chased. The gain is the total owed; the impact at least medium.
 */
export const overduePaymentsRule: Rule = (facts) => {
  const today = getLocalDay(facts.now, facts.timeZone);
  const overdue = facts.payments.filter(
    (payment) =>
      (payment.status === 'pending' || payment.status === 'failed') &&
      payment.dueDate !== null &&
      payment.dueDate < today,
  );
  if (overdue.length === 0) return [];
  const total = Math.round(overdue.reduce((sum, payment) => sum + payment.amount, 0));
  const oldest = overdue.map((payment) => payment.dueDate!).sort()[0]!;
  const failed = overdue.filter((payment) => payment.status === 'failed').length;
  // Money owed and late is never a side matter, however small beside an event.
  const impact = atLeast(getMoneyImpact(total, getTypicalEventValue(facts)), 'medium');
  return [
    {
      key: 'overdue-payments',
      title: `Collect ${formatMoney(total)} in overdue payments`,
      description:
        (overdue.length === 1
          ? `A payment of ${formatMoney(total)} has been due since ${formatDay(oldest)}.`
          : `${plural(overdue.length, 'payment')} totalling ${formatMoney(total)} are past due, ` +
            `the oldest since ${formatDay(oldest)}.`) +
        (failed > 0
          ? ` ${plural(failed, 'payment')} failed and ${failed === 1 ? 'needs' : 'need'} a new attempt.`
          : ''),
      category: 'revenue',
      impact,
      effort: 'low',
      timeframe: 'This week',
      priority: getPriority(impact, 'now'),
      estimatedRevenue: total,
      actionItems: [
        overdue.length === 1
          ? 'Send the couple a reminder today'
          : `Send a reminder for each of the ${overdue.length} overdue payments, oldest first`,
        'Offer to take the payment online by card from the Payments page',
        'Call couples whose payment is more than two weeks late',
      ],
      metrics: { currentValue: total, targetValue: 0, unit: 'dollars overdue' },
    },
  ];
};
