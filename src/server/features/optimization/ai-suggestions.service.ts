import type { AiSuggestion, SuggestionDraft } from '#shared/optimization/optimization.schemas.ts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import type { StaffActor } from '../../http/access.ts';
import { findLatestAnalysisId, listAnalysisSuggestions } from './analyses.repo.ts';
import { runEngine } from './engine.ts';
import { loadVenueFacts } from './optimization.repo.ts';
import { toSuggestion } from './optimization.service.ts';

/** How long an answer is reused (the spec's "fresh for 5 minutes"). */
export const AI_SUGGESTIONS_TTL_MS = 5 * 60_000;
/** Venues remembered per instance; the oldest answer goes first beyond it. */
const MAX_CACHED_VENUES = 1000;

interface CachedAnswer {
  /** The venue's latest analysis when the answer was made; null: the engine's, with none stored. */
  analysisId: number | null;
  expiresAt: number;
  suggestions: AiSuggestion[];
}

// One cache per database, as prepared statements are (several apps share a process in tests).
const caches = new WeakMap<Db, Map<number, CachedAnswer>>();

/**
 * GET /api/ai/optimization-suggestions: the spec's second shape, from the venue's latest analysis,
 * or from the engine when it has none (never from a model: reading must cost nothing). The answer
 * is kept 5 minutes in this instance, but every request first reads the id of the venue's latest
 * analysis (one indexed row): an analysis generated on any instance changes it, so every instance
 * drops its answer at once, with no shared cache to keep in step (decision 046).
 */
export async function getAiSuggestions(deps: Pick<AppDeps, 'db'>, actor: StaffActor): Promise<AiSuggestion[]> {
  let cache = caches.get(deps.db);
  if (!cache) {
    cache = new Map();
    caches.set(deps.db, cache);
  }
  const latestId = await findLatestAnalysisId(deps.db, actor.venueId);
  const cached = cache.get(actor.venueId);
  if (cached && cached.analysisId === latestId && cached.expiresAt > Date.now()) return cached.suggestions;

  const suggestions =
    latestId === null ? await fromEngine(deps, actor.venueId) : await fromAnalysis(deps, actor.venueId, latestId);
  cache.delete(actor.venueId);
  cache.set(actor.venueId, { analysisId: latestId, expiresAt: Date.now() + AI_SUGGESTIONS_TTL_MS, suggestions });
  if (cache.size > MAX_CACHED_VENUES) cache.delete(cache.keys().next().value!);
  return suggestions;
}

async function fromAnalysis(deps: Pick<AppDeps, 'db'>, venueId: number, analysisId: number): Promise<AiSuggestion[]> {
  const rows = await listAnalysisSuggestions(deps.db, venueId, analysisId);
  return rows.map((row) => toAiSuggestion({ ...toSuggestion(row), key: row.key }));
}

async function fromEngine(deps: Pick<AppDeps, 'db'>, venueId: number): Promise<AiSuggestion[]> {
  const facts = await loadVenueFacts(deps.db, venueId, new Date());
  if (!facts) throw notFound('Venue');
  return runEngine(facts).findings.map(toAiSuggestion);
}

/** Keys of suggestions about how couples are treated rather than how the venue runs. */
const customerExperienceKeys = /^(unanswered-leads|lead-losses:)/;

/** The first shape in the second: its metrics as readable lines, its category in the second's list. */
export function toAiSuggestion(suggestion: SuggestionDraft & { key: string }): AiSuggestion {
  const category = customerExperienceKeys.test(suggestion.key)
    ? 'customer_experience'
    : suggestion.category === 'efficiency'
      ? 'operations'
      : suggestion.category;
  const { currentValue, targetValue, unit } = suggestion.metrics;
  const metrics = [
    `${unit[0]!.toLocaleUpperCase('en')}${unit.slice(1)}: ${formatValue(currentValue)} → ${formatValue(targetValue)}`,
  ];
  if (suggestion.estimatedRevenue > 0) {
    metrics.push(`Estimated revenue: $${Math.round(suggestion.estimatedRevenue).toLocaleString('en-US')}`);
  }
  return {
    category,
    title: suggestion.title,
    priority: suggestion.priority,
    impact: suggestion.impact,
    effort: suggestion.effort,
    description: suggestion.description,
    actionItems: suggestion.actionItems,
    metrics,
  };
}

function formatValue(value: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: 1 });
}
