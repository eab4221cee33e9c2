import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  effortLevels,
  suggestionCategories,
  type AnalysisDataPoints,
} from '#shared/optimization/optimization.schemas.ts';
import { createdAt, isOneOf } from './columns.ts';
import { venues } from './venues.ts';

export const analysisAuthorKinds = ['engine', 'model'] as const;

/**
 * A venue's optimization analyses (spec §3 AI analysis), newest last; the service keeps the last
 * few per venue (decision 046). The score, potential and data points are the built-in engine's,
 * whoever wrote the suggestions.
 */
export const optimizationAnalyses = pgTable(
  'optimization_analyses',
  {
    id: serial('id').primaryKey(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    authorKind: text('author_kind', { enum: analysisAuthorKinds }).notNull(),
    /** The language model's name when a model wrote the suggestions; null for the engine. */
    authorModel: text('author_model'),
    overallScore: smallint('overall_score').notNull(),
    totalPotentialRevenue: numeric('total_potential_revenue', { precision: 14, scale: 2 }).notNull(),
    dataPoints: jsonb('data_points').$type<AnalysisDataPoints>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('optimization_analyses_venue_created_idx').on(table.venueId, table.createdAt.desc(), table.id.desc()),
    unique('optimization_analyses_venue_id_id_key').on(table.venueId, table.id),
    check('optimization_analyses_author_kind_valid', isOneOf(table.authorKind, analysisAuthorKinds)),
    check(
      'optimization_analyses_author_model_named',
      sql`(${table.authorKind} = 'model') = (${table.authorModel} is not null)`,
    ),
    check('optimization_analyses_score_range', sql`${table.overallScore} between 0 and 100`),
    check('optimization_analyses_potential_non_negative', sql`${table.totalPotentialRevenue} >= 0`),
  ],
);

/**
 * The suggestions of an analysis. `key` names the rule and its subject; a new analysis keeps the
 * implemented mark of the venue's last suggestion with the same key. The foreign key carries the
 * venue, so a suggestion can never belong to another venue's analysis.
 */
export const optimizationSuggestions = pgTable(
  'optimization_suggestions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    analysisId: integer('analysis_id').notNull(),
    venueId: integer('venue_id').notNull(),
    key: text('key').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category', { enum: suggestionCategories }).notNull(),
    impact: text('impact', { enum: effortLevels }).notNull(),
    effort: text('effort', { enum: effortLevels }).notNull(),
    timeframe: text('timeframe').notNull(),
    priority: smallint('priority').notNull(),
    estimatedRevenue: numeric('estimated_revenue', { precision: 14, scale: 2 }).notNull(),
    actionItems: text('action_items').array().notNull(),
    metricCurrent: numeric('metric_current').notNull(),
    metricTarget: numeric('metric_target').notNull(),
    metricUnit: text('metric_unit').notNull(),
    implemented: boolean('implemented').notNull().default(false),
  },
  (table) => [
    foreignKey({
      columns: [table.venueId, table.analysisId],
      foreignColumns: [optimizationAnalyses.venueId, optimizationAnalyses.id],
      name: 'optimization_suggestions_analysis_fk',
    }).onDelete('cascade'),
    unique('optimization_suggestions_analysis_key').on(table.analysisId, table.key),
    // Carrying marks forward reads the venue's suggestions by key.
    index('optimization_suggestions_venue_key_idx').on(table.venueId, table.key),
    check('optimization_suggestions_category_valid', isOneOf(table.category, suggestionCategories)),
    check('optimization_suggestions_impact_valid', isOneOf(table.impact, effortLevels)),
    check('optimization_suggestions_effort_valid', isOneOf(table.effort, effortLevels)),
    check('optimization_suggestions_priority_range', sql`${table.priority} between 1 and 10`),
    check('optimization_suggestions_revenue_non_negative', sql`${table.estimatedRevenue} >= 0`),
  ],
);
