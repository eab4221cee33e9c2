import { describe, expect, it } from 'vitest';
import { makeFacts, makeLead } from './facts.test-helper.ts';
import { pipelineLossesRule } from './pipeline-losses.ts';

describe('where leads are lost', () => {
  it('names the stage most lost leads left from, with counts and what halving it brings', () => {
    const facts = makeFacts({
      leads: [
        makeLead({ status: 'lost', lostFrom: 'tour_scheduled', budget: 10_000 }),
        makeLead({ status: 'lost', lostFrom: 'tour_scheduled', budget: 6000 }),
        makeLead({ status: 'lost', lostFrom: 'tour_scheduled', budget: null }),
        makeLead({ status: 'lost', lostFrom: 'contacted' }),
        // Lost before the stage history began: counted nowhere.
        makeLead({ status: 'lost', lostFrom: null }),
        makeLead({ status: 'converted' }),
        makeLead({ status: 'converted' }),
        makeLead({ status: 'new' }),
      ],
    });
    const [finding] = pipelineLossesRule(facts);
    expect(finding).toMatchObject({
      key: 'lead-losses:tour_scheduled',
      title: 'Keep more couples at Tour Scheduled',
      metrics: { currentValue: 3, targetValue: 1, unit: 'leads lost at Tour Scheduled' },
      // Half of $21,000 (the third lead worth the base price) at 2 of 8 converted.
      estimatedRevenue: Math.round((21_000 / 2) * (2 / 8)),
    });
    expect(finding!.description).toContain('3 of your 4 lost leads with a known path dropped out at Tour Scheduled');
    expect(finding!.actionItems[0]).toBe('Send a proposal within 48 hours of each tour');
  });

  it('is silent when no stage lost two leads, or the stages are unknown', () => {
    const scattered = makeFacts({
      leads: [makeLead({ status: 'lost', lostFrom: 'contacted' }), makeLead({ status: 'lost', lostFrom: 'new' })],
    });
    expect(pipelineLossesRule(scattered)).toEqual([]);
    const unknown = makeFacts({ leads: [1, 2, 3].map(() => makeLead({ status: 'lost', lostFrom: null })) });
    expect(pipelineLossesRule(unknown)).toEqual([]);
  });
});
