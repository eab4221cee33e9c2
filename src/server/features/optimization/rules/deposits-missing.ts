import { formatMoney, getLocalDay, getTypicalEventValue, plural } from '../facts-figures.ts';
import type { VenueFacts } from '../venue-facts.ts';
import type { Rule } from './rule.ts';
import { atLeast, getMoneyImpact, getPriority } from './scoring.ts';

/**
 * The share of a booking's total this venue asks as a deposit: the median over its bookings that
 * have a deposit and a total; null when it has never asked one.
 */
export function getDepositShare(facts: VenueFacts): number | null {
  const totals = new Map(facts.bookings.map((booking) => [booking.id, booking.totalAmount]));
  const shares = facts.payments
    .filter((payment) => payment.type === 'deposit')
    .flatMap((payment) => {
      const total = totals.get(payment.bookingId);
      return total ? [payment.amount / total] : [];
    })
    .sort((a, b) => a - b);
  if (shares.length === 0) return null;
  const middle = Math.floor(shares.length / 2);
  return shares.length % 2 === 1 ? shares[middle]! : (shares[middle - 1]! + shares[middle]!) / 2;
}

/**
 * Booked events still to come with no deposit asked at all: the date is held on a promise. The
 * gain is the deposits the venue would ask at its own usual share; none is assumed for a venue
 * that has never asked one.
 */
export const depositsMissingRule: Rule = (facts) => {
  const today = getLocalDay(facts.now, facts.timeZone);
  const withDeposit = new Set(
    facts.payments.filter((payment) => payment.type === 'deposit').map((payment) => payment.bookingId),
  );
  const unsecured = facts.bookings.filter(
    (booking) => booking.status === 'booked' && booking.localDay >= today && !withDeposit.has(booking.id),
  );
  if (unsecured.length === 0) return [];
  const held = unsecured.reduce((sum, booking) => sum + (booking.totalAmount ?? 0), 0);
  const share = getDepositShare(facts);
  const estimatedRevenue = share === null ? 0 : Math.round(held * share);
  const typical = getTypicalEventValue(facts);
  const impact = atLeast(getMoneyImpact(held, typical), 'medium');
  const count = plural(unsecured.length, 'booked event');
  return [
    {
      key: 'deposits-missing',
      title: `Request deposits for ${count}`,
      description:
        `${count} ${unsecured.length === 1 ? 'has' : 'have'} no deposit requested` +
        (held > 0 ? `, holding ${formatMoney(held)} of bookings on a promise.` : '.') +
        (share === null
          ? ' A deposit commits the couple and brings money in early.'
          : ` At your usual ${Math.round(share * 100)}% deposit that is ${formatMoney(estimatedRevenue)} to ask for now.`),
      category: 'revenue',
      impact,
      effort: 'low',
      timeframe: 'This week',
      priority: getPriority(impact, 'soon'),
      estimatedRevenue,
      actionItems: [
        'Create a payment schedule with a deposit for each booked event',
        'Send the couples the link to pay online',
        'Make a deposit part of every booking from now on',
      ],
      metrics: { currentValue: unsecured.length, targetValue: 0, unit: 'booked events without a deposit' },
    },
  ];
};
