import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { optimizationAnalyses } from '#server/db/schema.ts';
import type { SuggestionDraft } from '#shared/optimization/optimization.schemas.ts';
import { signUpOwner } from '#tests/factories.ts';
import { createTestApp } from '#tests/test-app.ts';
import { LanguageModelError } from '../../ai/language-model.ts';
import { GENERATION_FAILED_MESSAGE, generateAnalysis, type AnalysisWriter } from './optimization.service.ts';

let failingVenueId = 0;
const failingWriter: AnalysisWriter = {
  author: { kind: 'model', model: 'stand-in-model' },
  write: () => Promise.reject(new LanguageModelError('The language model answered something other than JSON')),
};

const { app } = await createTestApp({
  extraRoutes: (scope) => {
    // The model path as the generate route will take it: a writer that fails.
    scope.post('/api/test/generate-with-failing-model', { config: { access: 'public' } }, async () =>
      generateAnalysis(app.deps, failingVenueId, { writer: failingWriter }),
    );
  },
});

const draft = (title: string, estimatedRevenue: number): SuggestionDraft => ({
  title,
  description: `${title}, because the figures say so.`,
  category: 'revenue',
  impact: 'high',
  effort: 'low',
  timeframe: 'This week',
  priority: 9,
  estimatedRevenue,
  actionItems: ['Do it'],
  metrics: { currentValue: 1, targetValue: 0, unit: 'things' },
});

describe('generating with a writer (the language-model path)', () => {
  it('stores the writer’s suggestions under its name, with the engine’s score and data points', async () => {
    const owner = await signUpOwner(app);
    const venueId = owner.user.venueId!;
    const engineOnly = await generateAnalysis(app.deps, venueId);
    let seen: unknown = null;
    const writer: AnalysisWriter = {
      author: { kind: 'model', model: 'gpt-4o-mini' },
      write: async (facts, engine) => {
        seen = { venue: facts.timeZone, findings: engine.findings.length };
        return [draft('Chase the money', 1200), draft('Chase the money', 99), { ...draft('Keyed', 300), key: 'keyed' }];
      },
    };
    const analysis = await generateAnalysis(app.deps, venueId, { writer });
    expect(seen).toEqual({ venue: 'America/Los_Angeles', findings: engineOnly.suggestions.length });
    expect(analysis.author).toEqual({ kind: 'model', model: 'gpt-4o-mini' });
    // The same title twice is one suggestion.
    expect(analysis.suggestions.map((suggestion) => suggestion.title)).toEqual(['Chase the money', 'Keyed']);
    expect(analysis.totalPotentialRevenue).toBe(1500);
    expect(analysis.overallScore).toBe(engineOnly.overallScore);
    expect(analysis.dataPoints).toEqual(engineOnly.dataPoints);
  });

  it('answers 502 with the spec’s message when the model fails, and keeps the previous analysis', async () => {
    const owner = await signUpOwner(app);
    failingVenueId = owner.user.venueId!;
    const previous = await generateAnalysis(app.deps, failingVenueId);
    const response = await app.inject({ method: 'POST', url: '/api/test/generate-with-failing-model' });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ code: 'LANGUAGE_MODEL_FAILED', message: GENERATION_FAILED_MESSAGE });
    const rows = await app.deps.db
      .select({ id: optimizationAnalyses.id })
      .from(optimizationAnalyses)
      .where(eq(optimizationAnalyses.venueId, failingVenueId));
    expect(rows).toHaveLength(1);
    const latest = await app.inject({ method: 'GET', url: '/api/optimization/analysis', headers: owner.auth });
    expect(latest.json()).toEqual(previous);
  });
});
