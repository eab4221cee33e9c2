import { describe, expect, it } from 'vitest';
import { hoursAgo, makeFacts, makeLead } from './facts.test-helper.ts';
import { unansweredLeadsRule } from './unanswered-leads.ts';

describe('unanswered leads', () => {
  it('counts new leads older than 24 hours and values them at the venue’s conversion rate', () => {
    const facts = makeFacts({
      leads: [
        makeLead({ createdAt: hoursAgo(25), budget: 8000 }),
        makeLead({ createdAt: hoursAgo(24 * 4 + 1), budget: null }),
        makeLead({ createdAt: hoursAgo(3) }),
        makeLead({ status: 'contacted', createdAt: hoursAgo(100) }),
      ],
    });
    // A quarter of the four leads converted.
    facts.leads.push(makeLead({ status: 'converted', createdAt: hoursAgo(500) }));
    facts.leads.push(makeLead({ status: 'lost', createdAt: hoursAgo(500) }));
    facts.leads.push(makeLead({ status: 'lost', createdAt: hoursAgo(500) }));
    facts.leads.push(makeLead({ status: 'lost', createdAt: hoursAgo(500) }));
    const [finding] = unansweredLeadsRule(facts);
    expect(finding).toMatchObject({
      key: 'unanswered-leads',
      title: 'Answer 2 new leads waiting over 24 hours',
      metrics: { currentValue: 2, targetValue: 0, unit: 'leads waiting over 24 h' },
      // $8,000 + the base price $5,000 (no events yet), at 1 in 8 converted.
      estimatedRevenue: Math.round(13_000 / 8),
      timeframe: 'Today',
    });
    expect(finding!.description).toContain('the oldest has waited 4 days');
    expect(finding!.description).toContain('$13,000');
    expect(finding!.priority).toBeGreaterThanOrEqual(7);
  });

  it('claims no money before any lead converted, and stays urgent', () => {
    const [finding] = unansweredLeadsRule(makeFacts({ leads: [makeLead({ createdAt: hoursAgo(30) })] }));
    expect(finding).toMatchObject({ estimatedRevenue: 0, impact: 'medium', priority: 7 });
  });

  it('is silent when every new lead is younger than a day, or none is new', () => {
    expect(unansweredLeadsRule(makeFacts())).toEqual([]);
    const facts = makeFacts({
      leads: [makeLead({ createdAt: hoursAgo(23) }), makeLead({ status: 'contacted', createdAt: hoursAgo(90) })],
    });
    expect(unansweredLeadsRule(facts)).toEqual([]);
  });
});
