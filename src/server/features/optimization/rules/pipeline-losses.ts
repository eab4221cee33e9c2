import { leadStatusLabels, type LeadStatus } from '#shared/leads/lead-status.ts';
import { formatMoney, getConversionShare, getTypicalEventValue, plural } from '../facts-figures.ts';
import type { Rule } from './rule.ts';
import { getMoneyImpact, getPriority } from './scoring.ts';

/** Fewer losses than this at one stage is chance, not a pattern. */
export const MIN_LOSSES_AT_STAGE = 2;

/** What a venue changes at each stage to keep couples. */
const remedies: Partial<Record<LeadStatus, string[]>> = {
  new: ['Answer every inquiry within a day, with prices and open dates', 'Use a reply template so no lead waits'],
  contacted: [
    'Invite every contacted couple to a tour in your first reply',
    'Follow up twice within a week when a couple goes quiet',
  ],
  tour_scheduled: [
    'Send a proposal within 48 hours of each tour',
    'Ask at the end of each tour what would make the couple book',
  ],
  proposal_sent: [
    'Call each couple three days after the proposal',
    'Offer a payment plan or a smaller package when price is the reason',
  ],
};

/**
 * The pipeline stage where most lost leads dropped out (the stage each was in before Lost, from
 * the stage history). Leads lost before the history began are not placed anywhere. The gain:
 * keeping half of those couples, valued at the venue's conversion rate.
 */
export const pipelineLossesRule: Rule = (facts) => {
  const byStage = new Map<LeadStatus, { count: number; value: number }>();
  const typical = getTypicalEventValue(facts);
  let placed = 0;
  for (const lead of facts.leads) {
    if (lead.status !== 'lost' || !lead.lostFrom) continue;
    placed += 1;
    const entry = byStage.get(lead.lostFrom) ?? { count: 0, value: 0 };
    entry.count += 1;
    entry.value += lead.budget ?? typical;
    byStage.set(lead.lostFrom, entry);
  }
  const [stage, worst] = [...byStage].sort((a, b) => b[1].count - a[1].count)[0] ?? [];
  if (!stage || !worst || worst.count < MIN_LOSSES_AT_STAGE) return [];
  const estimatedRevenue = Math.round((worst.value / 2) * getConversionShare(facts));
  const impact = getMoneyImpact(estimatedRevenue, typical);
  const label = leadStatusLabels[stage];
  return [
    {
      key: `lead-losses:${stage}`,
      title: `Keep more couples at ${label}`,
      description:
        `${worst.count} of your ${plural(placed, 'lost lead')} with a known path dropped out at ${label}, ` +
        `more than at any other stage.` +
        (worst.value > 0 ? ` They had about ${formatMoney(worst.value)} to spend.` : ''),
      category: 'efficiency',
      impact,
      effort: 'medium',
      timeframe: 'Next month',
      priority: getPriority(impact, 'soon'),
      estimatedRevenue,
      actionItems: [
        ...(remedies[stage] ?? [`Review what happens to couples at ${label}`]),
        'Record why each lead was lost, so the pattern shows',
      ],
      metrics: { currentValue: worst.count, targetValue: Math.floor(worst.count / 2), unit: `leads lost at ${label}` },
    },
  ];
};
