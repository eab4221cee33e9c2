import { hoursBetween, plural } from '../facts-figures.ts';
import type { Rule } from './rule.ts';
import { getPriority } from './scoring.ts';

/** A contract out for signature longer than this needs a nudge. */
export const UNSIGNED_AFTER_DAYS = 7;

/**
 * Contracts sent (or opened) but not signed for more than 7 days. A signature moves no money, so
 * the gain is 0; what it protects is the event, so more than two waiting is high impact.
 */
export const unsignedContractsRule: Rule = (facts) => {
  const waiting = facts.contracts.filter(
    (contract) =>
      (contract.status === 'sent' || contract.status === 'viewed') &&
      contract.sentAt !== null &&
      hoursBetween(contract.sentAt, facts.now) > UNSIGNED_AFTER_DAYS * 24,
  );
  if (waiting.length === 0) return [];
  const longestDays = Math.floor(
    Math.max(...waiting.map((contract) => hoursBetween(contract.sentAt!, facts.now))) / 24,
  );
  const opened = waiting.filter((contract) => contract.status === 'viewed').length;
  const impact = waiting.length > 2 ? 'high' : 'medium';
  const count = plural(waiting.length, 'contract');
  return [
    {
      key: 'unsigned-contracts',
      title: `Get ${count} signed`,
      description:
        `${count} ${waiting.length === 1 ? 'has' : 'have'} waited more than ${UNSIGNED_AFTER_DAYS} days for a signature, ` +
        `the longest ${plural(longestDays, 'day')}.` +
        (opened > 0 ? ` ${opened} of them ${opened === 1 ? 'was' : 'were'} opened but not signed.` : ''),
      category: 'operations',
      impact,
      effort: 'low',
      timeframe: 'This week',
      priority: getPriority(impact, 'soon'),
      estimatedRevenue: 0,
      actionItems: [
        'Call or e-mail each couple and offer to answer questions about the contract',
        'Send the signing link again from the Contracts page if it was lost',
        'Set a date by which the hold on the event date ends without a signature',
      ],
      metrics: { currentValue: waiting.length, targetValue: 0, unit: 'contracts unsigned after 7 days' },
    },
  ];
};
