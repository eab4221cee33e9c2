import { and, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { AnalysisDataPoints, SuggestionDraft } from '#shared/optimization/optimization.schemas.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { optimizationAnalyses, optimizationSuggestions } from '../../db/schema.ts';

export type AnalysisRow = typeof optimizationAnalyses.$inferSelect;
export type SuggestionRow = typeof optimizationSuggestions.$inferSelect;

export interface NewAnalysis {
  authorKind: 'engine' | 'model';
  authorModel: string | null;
  overallScore: number;
  totalPotentialRevenue: number;
  dataPoints: AnalysisDataPoints;
  suggestions: (SuggestionDraft & { key: string; implemented: boolean })[];
}

/** A class for pg_advisory_xact_lock(class, venue): a venue's analyses and marks change one at a time. */
const ANALYSES_LOCK_CLASS = 46_046;

/**
 * Holds the venue's analyses until the transaction ends: storing a new analysis (which copies the
 * marks) and marking a suggestion wait for each other, so no mark falls between the two.
 */
export async function lockVenueAnalyses(tx: Tx, venueId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ANALYSES_LOCK_CLASS}, ${venueId})`);
}

/** The venue's latest analysis (optimization_analyses_venue_created_idx), or undefined. */
export async function findLatestAnalysis(db: DbOrTx, venueId: number): Promise<AnalysisRow | undefined> {
  const [row] = await db
    .select()
    .from(optimizationAnalyses)
    .where(eq(optimizationAnalyses.venueId, venueId))
    .orderBy(desc(optimizationAnalyses.createdAt), desc(optimizationAnalyses.id))
    .limit(1);
  return row;
}

/** Just the id of the venue's latest analysis: what a cached answer is checked against. */
export async function findLatestAnalysisId(db: DbOrTx, venueId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: optimizationAnalyses.id })
    .from(optimizationAnalyses)
    .where(eq(optimizationAnalyses.venueId, venueId))
    .orderBy(desc(optimizationAnalyses.createdAt), desc(optimizationAnalyses.id))
    .limit(1);
  return row?.id ?? null;
}

export function listAnalysisSuggestions(db: DbOrTx, venueId: number, analysisId: number): Promise<SuggestionRow[]> {
  return db
    .select()
    .from(optimizationSuggestions)
    .where(and(eq(optimizationSuggestions.venueId, venueId), eq(optimizationSuggestions.analysisId, analysisId)))
    .orderBy(
      desc(optimizationSuggestions.priority),
      desc(optimizationSuggestions.estimatedRevenue),
      optimizationSuggestions.key,
    );
}

/** The venue's latest mark for each of these keys (from its newest analysis that has the key). */
export async function findLatestMarks(tx: Tx, venueId: number, keys: string[]): Promise<Map<string, boolean>> {
  if (keys.length === 0) return new Map();
  const rows = await tx
    .selectDistinctOn([optimizationSuggestions.key], {
      key: optimizationSuggestions.key,
      implemented: optimizationSuggestions.implemented,
    })
    .from(optimizationSuggestions)
    .where(and(eq(optimizationSuggestions.venueId, venueId), inArray(optimizationSuggestions.key, keys)))
    .orderBy(optimizationSuggestions.key, desc(optimizationSuggestions.analysisId));
  return new Map(rows.map((row) => [row.key, row.implemented]));
}

export async function insertAnalysis(tx: Tx, venueId: number, analysis: NewAnalysis): Promise<AnalysisRow> {
  const [row] = await tx
    .insert(optimizationAnalyses)
    .values({
      venueId,
      authorKind: analysis.authorKind,
      authorModel: analysis.authorModel,
      overallScore: analysis.overallScore,
      totalPotentialRevenue: analysis.totalPotentialRevenue.toFixed(2),
      dataPoints: analysis.dataPoints,
    })
    .returning();
  if (analysis.suggestions.length > 0) {
    await tx.insert(optimizationSuggestions).values(
      analysis.suggestions.map((suggestion) => ({
        analysisId: row!.id,
        venueId,
        key: suggestion.key,
        title: suggestion.title,
        description: suggestion.description,
        category: suggestion.category,
        impact: suggestion.impact,
        effort: suggestion.effort,
        timeframe: suggestion.timeframe,
        priority: suggestion.priority,
        estimatedRevenue: suggestion.estimatedRevenue.toFixed(2),
        actionItems: suggestion.actionItems,
        metricCurrent: String(suggestion.metrics.currentValue),
        metricTarget: String(suggestion.metrics.targetValue),
        metricUnit: suggestion.metrics.unit,
        implemented: suggestion.implemented,
      })),
    );
  }
  return row!;
}

/** Deletes the venue's analyses older than its newest `keep` (their suggestions go with them). */
export async function pruneAnalyses(tx: Tx, venueId: number, keep: number): Promise<void> {
  await tx.execute(sql`
    delete from ${optimizationAnalyses} a
    where a.venue_id = ${venueId} and a.id not in (
      select id from ${optimizationAnalyses} where venue_id = ${venueId}
      order by created_at desc, id desc limit ${keep})`);
}

/**
 * Marks the venue's suggestion, and the same suggestion (same key) in any newer analysis, so a
 * mark made on a page loaded before someone regenerated still shows after a refresh. Answers the
 * suggestion as marked, or undefined when the venue has no such suggestion.
 */
export async function markSuggestion(
  tx: Tx,
  venueId: number,
  id: string,
  implemented: boolean,
): Promise<SuggestionRow | undefined> {
  const [target] = await tx
    .select({ key: optimizationSuggestions.key, analysisId: optimizationSuggestions.analysisId })
    .from(optimizationSuggestions)
    .where(and(eq(optimizationSuggestions.venueId, venueId), eq(optimizationSuggestions.id, id)));
  if (!target) return undefined;
  const rows = await tx
    .update(optimizationSuggestions)
    .set({ implemented })
    .where(
      and(
        eq(optimizationSuggestions.venueId, venueId),
        or(
          eq(optimizationSuggestions.id, id),
          and(eq(optimizationSuggestions.key, target.key), gt(optimizationSuggestions.analysisId, target.analysisId)),
        ),
      ),
    )
    .returning();
  return rows.find((row) => row.id === id);
}
