import {
  suggestionMarkSchema,
  type AnalysisAuthor,
  type OptimizationAnalysis,
  type OptimizationSuggestion,
  type SuggestionDraft,
  type SuggestionMark,
} from '#shared/optimization/optimization.schemas.ts';
import { getLanguageModel, LanguageModelError } from '../../ai/language-model.ts';
import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import type { StaffActor } from '../../http/access.ts';
import * as analyses from './analyses.repo.ts';
import { runEngine, type EngineResult } from './engine.ts';
import { writeAnalysisWithModel } from './model-analysis.ts';
import { loadVenueFacts } from './optimization.repo.ts';
import type { VenueFacts } from './venue-facts.ts';
import { getYearlyRevenueCeiling } from './venue-figures.ts';

/** Spec §8, AI generation failure: what the venue reads when the model could not write. */
export const GENERATION_FAILED_MESSAGE =
  'Failed to generate optimization suggestions. Please check your OpenAI API key and try again.';

/** The analyses a venue keeps: enough to carry marks forward, bounded however often it refreshes. */
export const ANALYSES_KEPT_PER_VENUE = 10;

/** A suggestion a writer produced; without a key, one is made from its title. */
export type WrittenSuggestion = SuggestionDraft & { key?: string };

/**
 * Who writes an analysis's suggestions in place of the engine (a language model). It reads the
 * facts and the engine's result and answers validated drafts, or throws LanguageModelError.
 */
export interface AnalysisWriter {
  author: Extract<AnalysisAuthor, { kind: 'model' }>;
  write(facts: VenueFacts, engine: EngineResult): Promise<WrittenSuggestion[]>;
}

/**
 * Computes the venue's analysis from its own data and stores it. With a writer, the suggestions
 * are the writer's and the score, data points and potential stay the engine's evidence; a writer
 * that fails answers the spec's 502 and stores nothing, so the previous analysis stays as it was.
 * The model is asked before the transaction opens: no lock is held while it thinks.
 */
export async function generateAnalysis(
  deps: Pick<AppDeps, 'db' | 'config'>,
  venueId: number,
  options: { writer?: AnalysisWriter | null; now?: Date } = {},
): Promise<OptimizationAnalysis> {
  const facts = await loadVenueFacts(deps.db, venueId, options.now ?? new Date());
  if (!facts) throw notFound('Venue');
  const engine = runEngine(facts);
  const writer = options.writer === undefined ? languageModelWriter(deps.config) : options.writer;
  // The model is asked before the transaction opens: no lock is held while it thinks.
  const written = writer ? await writeWith(writer, facts, engine) : engine.findings;
  const ceiling = getYearlyRevenueCeiling(facts, engine.dataPoints.averageRevenuePerEvent);
  return deps.db.transaction((tx) =>
    storeAnalysis(tx, venueId, engine, written, writer?.author ?? { kind: 'engine' }, ceiling),
  );
}

/** The configured language model (OPENAI_*) as the analysis's writer, or null for the engine alone. */
function languageModelWriter(config: AppDeps['config']): AnalysisWriter | null {
  const model = getLanguageModel(config.languageModel);
  return (
    model && {
      author: { kind: 'model', model: model.model },
      write: (facts, engine) => writeAnalysisWithModel(model, facts, engine),
    }
  );
}

/** The engine's analysis of the venue, computed and stored inside the caller's transaction (the demo seed). */
export async function storeEngineAnalysis(tx: Tx, venueId: number, now: Date): Promise<OptimizationAnalysis> {
  const facts = await loadVenueFacts(tx, venueId, now);
  if (!facts) throw notFound('Venue');
  const engine = runEngine(facts);
  const ceiling = getYearlyRevenueCeiling(facts, engine.dataPoints.averageRevenuePerEvent);
  return storeAnalysis(tx, venueId, engine, engine.findings, { kind: 'engine' }, ceiling);
}

/**
 * Stores an analysis: the engine's score and data points, the written suggestions with the marks
 * the venue last set on the same keys, and the potential as their sum; then prunes old analyses.
 */
async function storeAnalysis(
  tx: Tx,
  venueId: number,
  engine: EngineResult,
  written: WrittenSuggestion[],
  author: AnalysisAuthor,
  yearlyRevenueCeiling: number,
): Promise<OptimizationAnalysis> {
  const suggestions = withUniqueKeys(written);
  await analyses.lockVenueAnalyses(tx, venueId);
  const marks = await analyses.findLatestMarks(
    tx,
    venueId,
    suggestions.map((suggestion) => suggestion.key),
  );
  const row = await analyses.insertAnalysis(tx, venueId, {
    authorKind: author.kind,
    authorModel: author.kind === 'model' ? author.model : null,
    overallScore: engine.overallScore,
    totalPotentialRevenue: cappedPotential(suggestions, yearlyRevenueCeiling),
    dataPoints: engine.dataPoints,
    suggestions: suggestions.map((suggestion) => ({ ...suggestion, implemented: marks.get(suggestion.key) ?? false })),
  });
  await analyses.pruneAnalyses(tx, venueId, ANALYSES_KEPT_PER_VENUE);
  return toAnalysis(row, await analyses.listAnalysisSuggestions(tx, venueId, row.id));
}

/**
 * The suggestions' estimates added up, but never more than the venue could earn in a year at its
 * own prices: several suggestions can claim the same open dates.
 */
function cappedPotential(suggestions: readonly SuggestionDraft[], yearlyRevenueCeiling: number): number {
  const total = Math.round(suggestions.reduce((sum, suggestion) => sum + suggestion.estimatedRevenue, 0));
  return yearlyRevenueCeiling > 0 ? Math.min(total, yearlyRevenueCeiling) : total;
}

async function writeWith(writer: AnalysisWriter, facts: VenueFacts, engine: EngineResult) {
  try {
    return await writer.write(facts, engine);
  } catch (error) {
    if (error instanceof LanguageModelError) throw new AppError('LANGUAGE_MODEL_FAILED', GENERATION_FAILED_MESSAGE);
    throw error;
  }
}

/** Each suggestion once by key; a written one without a key is known by its title. */
function withUniqueKeys(written: WrittenSuggestion[]): (SuggestionDraft & { key: string })[] {
  const seen = new Set<string>();
  return written.flatMap((suggestion) => {
    const key = suggestion.key ?? `title:${suggestion.title.toLocaleLowerCase('en').replace(/[^a-z0-9]+/g, '-')}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ ...suggestion, key }];
  });
}

export async function getLatestAnalysis(deps: Pick<AppDeps, 'db'>, actor: StaffActor): Promise<OptimizationAnalysis> {
  const row = await analyses.findLatestAnalysis(deps.db, actor.venueId);
  if (!row) throw notFound('Optimization analysis');
  return toAnalysis(row, await analyses.listAnalysisSuggestions(deps.db, actor.venueId, row.id));
}

export async function markSuggestion(
  deps: Pick<AppDeps, 'db'>,
  actor: StaffActor,
  id: string,
  input: SuggestionMark,
): Promise<OptimizationSuggestion> {
  const { implemented } = suggestionMarkSchema.parse(input);
  const row = await deps.db.transaction(async (tx) => {
    await analyses.lockVenueAnalyses(tx, actor.venueId);
    return analyses.markSuggestion(tx, actor.venueId, id, implemented);
  });
  if (!row) throw notFound('Suggestion');
  return toSuggestion(row);
}

function toAnalysis(row: analyses.AnalysisRow, suggestions: analyses.SuggestionRow[]): OptimizationAnalysis {
  return {
    overallScore: row.overallScore,
    totalPotentialRevenue: Number(row.totalPotentialRevenue),
    analysisDate: row.createdAt.toISOString(),
    author: row.authorKind === 'model' ? { kind: 'model', model: row.authorModel ?? '' } : { kind: 'engine' },
    dataPoints: row.dataPoints,
    suggestions: suggestions.map(toSuggestion),
  };
}

export function toSuggestion(row: analyses.SuggestionRow): OptimizationSuggestion {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    impact: row.impact,
    effort: row.effort,
    timeframe: row.timeframe,
    priority: row.priority,
    estimatedRevenue: Number(row.estimatedRevenue),
    actionItems: row.actionItems,
    metrics: { currentValue: Number(row.metricCurrent), targetValue: Number(row.metricTarget), unit: row.metricUnit },
    implemented: row.implemented,
  };
}
