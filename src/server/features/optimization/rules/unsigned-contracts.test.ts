import { describe, expect, it } from 'vitest';
import { hoursAgo, makeContract, makeFacts } from './facts.test-helper.ts';
import { unsignedContractsRule } from './unsigned-contracts.ts';

describe('contracts sent but unsigned', () => {
  it('counts contracts out for more than 7 days, the longest wait and the opened ones', () => {
    const facts = makeFacts({
      contracts: [
        makeContract({ sentAt: hoursAgo(24 * 8) }),
        makeContract({ status: 'viewed', sentAt: hoursAgo(24 * 20 + 5) }),
        makeContract({ sentAt: hoursAgo(24 * 6) }),
        makeContract({ status: 'signed', sentAt: hoursAgo(24 * 30) }),
        makeContract({ status: 'draft', sentAt: null }),
      ],
    });
    const [finding] = unsignedContractsRule(facts);
    expect(finding).toMatchObject({
      key: 'unsigned-contracts',
      title: 'Get 2 contracts signed',
      estimatedRevenue: 0,
      impact: 'medium',
      metrics: { currentValue: 2, targetValue: 0, unit: 'contracts unsigned after 7 days' },
    });
    expect(finding!.description).toBe(
      '2 contracts have waited more than 7 days for a signature, the longest 20 days. 1 of them was opened but not signed.',
    );
  });

  it('is silent for contracts younger than a week, signed or drafts', () => {
    const facts = makeFacts({
      contracts: [
        makeContract({ sentAt: hoursAgo(24 * 7 - 1) }),
        makeContract({ status: 'signed', sentAt: hoursAgo(500) }),
      ],
    });
    expect(unsignedContractsRule(facts)).toEqual([]);
  });
});
