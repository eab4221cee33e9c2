import { leadSourceLabels, type LeadSource } from '#shared/leads/lead-status.ts';
import { formatMoney, getTypicalEventValue, percent, plural } from '../facts-figures.ts';
import type { Rule } from './rule.ts';
import { getMoneyImpact, getPriority } from './scoring.ts';

/** Fewer leads than this from a source says nothing about it. */
export const MIN_LEADS_PER_SOURCE = 3;
/** Percentage points between the best and the worst source worth a suggestion. */
export const MIN_SPREAD_POINTS = 15;

interface SourceFigures {
  source: LeadSource;
  leads: number;
  converted: number;
  rate: number;
}

/**
 * The sources that convert best and worst (converted ÷ leads from the source), among sources
 * with enough leads to tell. The gain: the worst source's leads converting at the venue's overall
 * rate, each worth an event.
 */
export const leadSourcesRule: Rule = (facts) => {
  const bySource = new Map<LeadSource, { leads: number; converted: number }>();
  for (const lead of facts.leads) {
    if (!lead.source) continue;
    const entry = bySource.get(lead.source) ?? { leads: 0, converted: 0 };
    entry.leads += 1;
    if (lead.status === 'converted') entry.converted += 1;
    bySource.set(lead.source, entry);
  }
  const figures: SourceFigures[] = [...bySource]
    .filter(([, entry]) => entry.leads >= MIN_LEADS_PER_SOURCE)
    .map(([source, entry]) => ({ source, ...entry, rate: percent(entry.converted, entry.leads) }))
    .sort((a, b) => b.rate - a.rate || b.leads - a.leads);
  if (figures.length < 2) return [];
  const best = figures[0]!;
  const worst = figures.at(-1)!;
  if (best.rate - worst.rate < MIN_SPREAD_POINTS) return [];
  const counted = figures.reduce((sum, entry) => sum + entry.leads, 0);
  const overall = percent(
    figures.reduce((sum, entry) => sum + entry.converted, 0),
    counted,
  );
  const typical = getTypicalEventValue(facts);
  const extraBookings = ((overall - worst.rate) / 100) * worst.leads;
  const estimatedRevenue = Math.round(extraBookings * typical);
  const impact = getMoneyImpact(estimatedRevenue, typical);
  const bestName = leadSourceLabels[best.source];
  const worstName = leadSourceLabels[worst.source];
  return [
    {
      key: `lead-sources:${best.source}:${worst.source}`,
      title: `Grow ${bestName} leads; qualify ${worstName} leads`,
      description:
        `${bestName} converts best: ${best.converted} of ${plural(best.leads, 'lead')} (${best.rate}%). ` +
        `${worstName} converts worst: ${worst.converted} of ${plural(worst.leads, 'lead')} (${worst.rate}%), ` +
        `against ${overall}% across your sources.` +
        (estimatedRevenue > 0
          ? ` At that average, ${worstName} leads would bring about ${formatMoney(estimatedRevenue)} more.`
          : ''),
      category: 'marketing',
      impact,
      effort: 'medium',
      timeframe: 'Next 3 months',
      priority: getPriority(impact, 'later'),
      estimatedRevenue,
      actionItems: [
        `Put more of your marketing time and budget into ${bestName}`,
        `Ask ${worstName} leads what they are looking for before quoting, and qualify them early`,
        'Record every lead’s source, so the comparison stays true',
      ],
      metrics: { currentValue: worst.rate, targetValue: overall, unit: `% of ${worstName} leads converted` },
    },
  ];
};
