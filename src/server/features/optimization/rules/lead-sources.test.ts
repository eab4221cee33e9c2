import { describe, expect, it } from 'vitest';
import type { LeadFact } from '../venue-facts.ts';
import { makeFacts, makeLead } from './facts.test-helper.ts';
import { leadSourcesRule } from './lead-sources.ts';

function leadsFrom(source: LeadFact['source'], total: number, converted: number): LeadFact[] {
  return Array.from({ length: total }, (_, index) =>
    makeLead({ source, status: index < converted ? 'converted' : 'lost' }),
  );
}

describe('lead sources', () => {
  it('names the best and the worst source with their counts, and values closing the gap', () => {
    const facts = makeFacts({
      leads: [...leadsFrom('referral', 4, 3), ...leadsFrom('website', 6, 1), ...leadsFrom('google', 2, 0)],
    });
    const [finding] = leadSourcesRule(facts);
    // Google has too few leads to judge. Overall 4 of 10 (40%); Website 1 of 6 (16.7%).
    expect(finding).toMatchObject({
      key: 'lead-sources:referral:website',
      category: 'marketing',
      metrics: { currentValue: 16.7, targetValue: 40, unit: '% of Website leads converted' },
      // (40% − 16.7%) × 6 leads × the base price $5,000.
      estimatedRevenue: Math.round(((40 - 16.7) / 100) * 6 * 5000),
    });
    expect(finding!.description).toContain('Referral converts best: 3 of 4 leads (75%)');
    expect(finding!.description).toContain('Website converts worst: 1 of 6 leads (16.7%)');
  });

  it('is silent with one judged source, too few leads, or sources that convert alike', () => {
    expect(leadSourcesRule(makeFacts({ leads: leadsFrom('referral', 9, 3) }))).toEqual([]);
    expect(
      leadSourcesRule(makeFacts({ leads: [...leadsFrom('referral', 2, 2), ...leadsFrom('website', 2, 0)] })),
    ).toEqual([]);
    expect(
      leadSourcesRule(makeFacts({ leads: [...leadsFrom('referral', 5, 2), ...leadsFrom('website', 5, 2)] })),
    ).toEqual([]);
  });
});
