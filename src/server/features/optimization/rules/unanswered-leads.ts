import { formatMoney, getConversionShare, getTypicalEventValue, hoursBetween, plural } from '../facts-figures.ts';
import type { Rule } from './rule.ts';
import { atLeast, getMoneyImpact, getPriority } from './scoring.ts';

/** A new inquiry is late once it has waited a day without a reply. */
export const ANSWER_WITHIN_HOURS = 24;

/**
 * New leads waiting more than 24 hours. What they may bring is their budgets (or an event's worth)
 * at the venue's own conversion rate: with no lead converted yet, no amount is claimed.
 */
export const unansweredLeadsRule: Rule = (facts) => {
  const waiting = facts.leads.filter(
    (lead) => lead.status === 'new' && hoursBetween(lead.createdAt, facts.now) > ANSWER_WITHIN_HOURS,
  );
  if (waiting.length === 0) return [];
  const typical = getTypicalEventValue(facts);
  const named = waiting.reduce((sum, lead) => sum + (lead.budget ?? typical), 0);
  const estimatedRevenue = Math.round(named * getConversionShare(facts));
  const longestDays = Math.floor(Math.max(...waiting.map((lead) => hoursBetween(lead.createdAt, facts.now))) / 24);
  const impact = atLeast(getMoneyImpact(estimatedRevenue, typical), 'medium');
  const count = plural(waiting.length, 'new lead');
  return [
    {
      key: 'unanswered-leads',
      title: `Answer ${count} waiting over 24 hours`,
      description:
        `${count} ${waiting.length === 1 ? 'has' : 'have'} had no reply for more than a day; the oldest has waited ` +
        `${plural(longestDays, 'day')}. Couples usually book the venue that answers first.` +
        (named > 0 ? ` Together they are worth about ${formatMoney(named)} in budgets.` : ''),
      category: 'operations',
      impact,
      effort: 'low',
      timeframe: 'Today',
      priority: getPriority(impact, 'now'),
      estimatedRevenue,
      actionItems: [
        `Reply to the ${count} today, oldest first`,
        'Move each lead to Contacted once answered, so the pipeline shows who is waiting',
        'Check the Leads page every morning for new inquiries',
      ],
      metrics: { currentValue: waiting.length, targetValue: 0, unit: 'leads waiting over 24 h' },
    },
  ];
};
