import { describe, expect, it } from 'vitest';
import { optimizationAnalysisSchema, type SuggestionDraft } from '#shared/optimization/optimization.schemas.ts';
import { createBooking } from '#tests/bookings-factory.ts';
import { signUpOwner, type SignedIn } from '#tests/factories.ts';
import { startLanguageModelStandIn } from '#tests/language-model-stand-in.ts';
import { createTestApp } from '#tests/test-app.ts';
import { GENERATION_FAILED_MESSAGE } from './optimization.service.ts';

const standIn = await startLanguageModelStandIn();
// One database, two apps: the engine alone, and the same installation with a language model.
const { app, database } = await createTestApp();
const { app: modelApp } = await createTestApp({
  database,
  env: { OPENAI_API_KEY: 'sk-venue-key', OPENAI_BASE_URL: standIn.baseUrl, OPENAI_MODEL: 'venue-model-7b' },
  languageModelTimeoutMs: 1000,
});

const modelSuggestion: SuggestionDraft = {
  title: 'Open Thursdays for rehearsal dinners',
  description: 'Thursdays stay empty while Saturdays fill.',
  category: 'revenue',
  impact: 'medium',
  effort: 'low',
  timeframe: 'Next 3 months',
  priority: 6,
  estimatedRevenue: 4000,
  actionItems: ['Publish a Thursday rate'],
  metrics: { currentValue: 0, targetValue: 4, unit: 'Thursday events' },
};

async function ownerWithABooking(): Promise<SignedIn> {
  const owner = await signUpOwner(app, 'Casa Azul');
  await createBooking(app, owner, {
    status: 'booked',
    totalAmount: '12500.00',
    eventDate: '2031-06-14T17:00:00-07:00',
    email: 'sarah.private@example.com',
    phone: '555-0199',
  });
  return owner;
}

function generate(who: SignedIn) {
  return modelApp.inject({ method: 'POST', url: '/api/optimization/generate', headers: who.auth });
}

describe('POST /api/optimization/generate with a language model (OPENAI_API_KEY)', () => {
  it('stores the model’s suggestions under its name, from one request that carries figures and no contact details', async () => {
    const owner = await ownerWithABooking();
    standIn.requests.length = 0;
    standIn.answerWith({ kind: 'json', answer: () => ({ suggestions: [modelSuggestion] }) });

    const response = await generate(owner);

    expect(response.statusCode).toBe(200);
    const analysis = optimizationAnalysisSchema.parse(response.json());
    expect(analysis.author).toEqual({ kind: 'model', model: 'venue-model-7b' });
    expect(analysis.suggestions).toMatchObject([{ ...modelSuggestion, implemented: false }]);
    expect(standIn.requests).toHaveLength(1);
    const [request] = standIn.requests;
    expect(request!.authorization).toBe('Bearer sk-venue-key');
    expect(request!.body.model).toBe('venue-model-7b');
    expect(request!.body.response_format).toEqual({ type: 'json_object' });
    const sent = JSON.stringify(request!.body.messages);
    expect(sent).toContain('12500');
    expect(sent).not.toContain('sarah.private');
    expect(sent).not.toContain('@');
    expect(sent).not.toContain('555-0199');
    const read = await modelApp.inject({ method: 'GET', url: '/api/optimization/analysis', headers: owner.auth });
    expect(read.json()).toEqual(analysis);
  });

  it.each([
    ['prose', { kind: 'prose' } as const],
    ['a 500', { kind: 'error' } as const],
    ['an answer slower than the time-out', { kind: 'slow', delayMs: 3000, answer: { suggestions: [] } } as const],
    ['JSON of another shape', { kind: 'json', answer: () => ({ ideas: ['Raise prices'] }) } as const],
  ])('answers 502 with the spec’s message on %s, and the previous analysis stays', async (_case, scenario) => {
    const owner = await ownerWithABooking();
    const before = await app.inject({ method: 'POST', url: '/api/optimization/generate', headers: owner.auth });
    expect(before.statusCode).toBe(200);
    standIn.answerWith(scenario);

    const response = await generate(owner);

    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ code: 'LANGUAGE_MODEL_FAILED', message: GENERATION_FAILED_MESSAGE });
    const read = await modelApp.inject({ method: 'GET', url: '/api/optimization/analysis', headers: owner.auth });
    expect(read.json()).toEqual(before.json());
  });
});
