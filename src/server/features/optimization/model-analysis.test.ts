import { beforeEach, describe, expect, it } from 'vitest';
import type { SuggestionDraft } from '#shared/optimization/optimization.schemas.ts';
import { getLanguageModel, LanguageModelError } from '#server/ai/language-model.ts';
import { startLanguageModelStandIn } from '#tests/language-model-stand-in.ts';
import { writeAnalysisWithModel, type EngineEvidence } from './model-analysis.ts';
import type { Finding } from './rules/rule.ts';
import type { VenueFacts } from './venue-facts.ts';
import type { summarizeVenueFacts } from './venue-figures.ts';

const standIn = await startLanguageModelStandIn();
const model = getLanguageModel({
  apiKey: 'sk-test-venue-key',
  baseUrl: standIn.baseUrl,
  model: 'venue-model-7b',
  timeoutMs: 1000,
})!;

const at = (iso: string) => new Date(iso);

/** A venue whose free texts were typed with a couple's contact details in them. */
const facts: VenueFacts = {
  now: at('2027-03-10T18:00:00Z'),
  timeZone: 'America/Chicago',
  country: 'US',
  basePrice: 4500,
  maxBookingsPerDay: 1,
  openWeekdays: [5, 6],
  blackoutDates: ['2027-07-04'],
  eventTypes: ['Wedding', 'Call maria.lopez@example.com'],
  bookings: [
    {
      id: 1,
      localDay: '2027-06-12',
      eventType: 'Wedding',
      status: 'booked',
      totalAmount: 12500,
      guestCount: 140,
      createdAt: at('2027-01-05T10:00:00Z'),
    },
    {
      id: 2,
      localDay: '2027-06-19',
      eventType: 'Maria 555-123-4567',
      status: 'deposit_paid',
      totalAmount: 9800,
      guestCount: 90,
      createdAt: at('2027-01-20T10:00:00Z'),
    },
  ],
  leads: [
    {
      id: 7,
      status: 'new',
      source: 'website',
      preferredDate: '2027-06-26',
      budget: 10000,
      createdAt: at('2027-03-01T15:00:00Z'),
      firstMovedAt: null,
      lostFrom: null,
    },
    {
      id: 8,
      status: 'converted',
      source: 'referral',
      preferredDate: '2027-06-12',
      budget: 12000,
      createdAt: at('2026-12-01T15:00:00Z'),
      firstMovedAt: at('2026-12-02T15:00:00Z'),
      lostFrom: null,
    },
  ],
  payments: [
    { id: 3, bookingId: 1, amount: 2500, type: 'deposit', status: 'pending', dueDate: '2027-02-15', paidAt: null },
  ],
  contracts: [{ id: 'c1', bookingId: 1, status: 'sent', sentAt: at('2027-02-01T10:00:00Z'), signedAt: null }],
};

const finding: Finding = {
  key: 'overdue-payments',
  title: 'Chase $2,500 in overdue payments',
  description: '1 payment of $2,500 was due on 2027-02-15 and is still unpaid.',
  category: 'revenue',
  impact: 'high',
  effort: 'low',
  timeframe: 'This week',
  priority: 9,
  estimatedRevenue: 2500,
  actionItems: ['Send a reminder'],
  metrics: { currentValue: 2500, targetValue: 0, unit: 'dollars overdue' },
};

const evidence: EngineEvidence = {
  dataPoints: {
    conversionRate: 50,
    leadCount: 2,
    confirmedEvents: 2,
    occupancyRate: 2.1,
    averageRevenuePerEvent: 11150,
    medianLeadResponseHours: 24,
  },
  findings: [finding],
};

function suggestion(overrides: Partial<SuggestionDraft & { basedOn: string | null }> = {}) {
  const { key: _key, ...draft } = finding;
  return { ...draft, basedOn: 'overdue-payments', ...overrides };
}

beforeEach(() => {
  standIn.requests.length = 0;
});

describe('writeAnalysisWithModel', () => {
  it('sends one JSON-mode request with the model, the key, the venue’s figures and the findings', async () => {
    standIn.answerWith({ kind: 'json', answer: () => ({ suggestions: [suggestion()] }) });
    await writeAnalysisWithModel(model, facts, evidence);

    expect(standIn.requests).toHaveLength(1);
    const [request] = standIn.requests;
    expect(request!.authorization).toBe('Bearer sk-test-venue-key');
    expect(request!.body.model).toBe('venue-model-7b');
    expect(request!.body.response_format).toEqual({ type: 'json_object' });
    const { system, user } = standIn.lastMessages();
    expect(system).toContain('JSON');
    const sent = JSON.parse(user) as {
      venue: ReturnType<typeof summarizeVenueFacts>;
      dataPoints: EngineEvidence['dataPoints'];
      findings: Finding[];
    };
    expect(sent.venue.basePrice).toBe(4500);
    expect(sent.venue.today).toBe('2027-03-10');
    expect(sent.venue.bookings.confirmedByMonth).toEqual({ '2027-06': 2 });
    expect(sent.venue.bookings.confirmedByWeekday).toEqual({ Saturday: 2 });
    expect(sent.venue.leads.newUnansweredOver24h).toBe(1);
    expect(sent.venue.leads.preferredDatesByMonth).toEqual({ '2027-06': 2 });
    expect(sent.venue.payments.overdue).toEqual({ count: 1, total: 2500 });
    expect(sent.venue.contracts.sentUnsignedOver7Days).toBe(1);
    expect(sent.dataPoints.conversionRate).toBe(50);
    expect(sent.findings).toEqual([expect.objectContaining({ key: 'overdue-payments', estimatedRevenue: 2500 })]);
  });

  it('never sends an e-mail address or a phone number, even one typed into an event type', async () => {
    standIn.answerWith({ kind: 'json', answer: () => ({ suggestions: [suggestion()] }) });
    await writeAnalysisWithModel(model, facts, evidence);

    const body = JSON.stringify(standIn.requests[0]!.body);
    expect(body).not.toMatch(/@/);
    expect(body).not.toContain('maria.lopez');
    expect(body).not.toContain('555-123-4567');
    expect(body).toContain('[e-mail removed]');
    expect(body).toContain('[phone removed]');
    // Dates and amounts are not mistaken for phone numbers.
    expect(body).toContain('2027-06-12');
    expect(body).toContain('2027-02-15');
  });

  it('answers the validated suggestions, keyed by the finding they rest on or by their title', async () => {
    standIn.answerWith({
      kind: 'json',
      answer: () => ({
        suggestions: [
          suggestion(),
          suggestion({
            basedOn: 'no-such-key',
            title: 'Open Thursdays for rehearsal dinners',
            estimatedRevenue: 4000.4,
          }),
          suggestion({ basedOn: 'overdue-payments', title: 'Offer a payment plan' }),
        ],
      }),
    });
    const findings = await writeAnalysisWithModel(model, facts, evidence);

    expect(findings.map((item) => item.key)).toEqual([
      'overdue-payments',
      'model:open-thursdays-for-rehearsal-dinners',
      'model:offer-a-payment-plan',
    ]);
    expect(findings[1]).toMatchObject({
      title: 'Open Thursdays for rehearsal dinners',
      estimatedRevenue: 4000,
    });
    expect(findings[0]).not.toHaveProperty('basedOn');
  });

  it('clamps an estimate to what the venue could earn in a year', async () => {
    standIn.answerWith({
      kind: 'json',
      answer: () => ({ suggestions: [suggestion({ estimatedRevenue: 90_000_000 })] }),
    });
    const findings = await writeAnalysisWithModel(model, facts, evidence);
    // Two open weekdays (104 days a year) × 1 booking × the $11,150 average.
    expect(findings[0]!.estimatedRevenue).toBe(104 * 11150);
  });

  it.each([
    ['prose', { kind: 'prose' } as const, /other than JSON/],
    ['JSON of another shape', { kind: 'json', answer: () => ({ ideas: ['Raise prices'] }) } as const, /expected shape/],
    [
      'a suggestion out of bounds',
      { kind: 'json', answer: () => ({ suggestions: [suggestion({ priority: 11 })] }) } as const,
      /suggestions\.0\.priority/,
    ],
    ['no suggestions', { kind: 'json', answer: () => ({ suggestions: [] }) } as const, /expected shape/],
    ['HTTP 500', { kind: 'error' } as const, /failed/],
    ['an answer slower than the time-out', { kind: 'slow', delayMs: 3000, answer: {} } as const, /failed/],
  ])('throws LanguageModelError on %s', async (_name, scenario, message) => {
    standIn.answerWith(scenario);
    const started = Date.now();
    const failure = writeAnalysisWithModel(model, facts, evidence);
    await expect(failure).rejects.toThrow(LanguageModelError);
    await expect(failure).rejects.toThrow(message);
    expect(Date.now() - started).toBeLessThan(2500);
    // One request each: a failure is never retried (each call costs the venue money).
    expect(standIn.requests).toHaveLength(1);
  });
});
