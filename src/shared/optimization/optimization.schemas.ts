import { z } from 'zod';

export const suggestionCategories = ['revenue', 'marketing', 'operations', 'efficiency', 'pricing'] as const;
export const effortLevels = ['low', 'medium', 'high'] as const;
export type SuggestionCategory = (typeof suggestionCategories)[number];
export type EffortLevel = (typeof effortLevels)[number];

/** What a suggestion would move, in the venue's own terms ("12 → 4 leads unanswered"). */
export const suggestionMetricsSchema = z.object({
  currentValue: z.number(),
  targetValue: z.number(),
  unit: z.string().min(1).max(40),
});

/**
 * One suggestion as the built-in engine or a language model writes it (spec §3 AI analysis);
 * the server adds `id` and `implemented` when it stores the analysis.
 */
export const suggestionDraftSchema = z.object({
  title: z.string().trim().min(1).max(120),
  description: z.string().trim().min(1).max(1000),
  category: z.enum(suggestionCategories),
  impact: z.enum(effortLevels),
  effort: z.enum(effortLevels),
  /** When it pays off, in words: "This week", "Before June". */
  timeframe: z.string().trim().min(1).max(60),
  priority: z.number().int().min(1).max(10),
  /** Whole dollars the venue could gain; 0 when the gain is not money (time, reputation). */
  estimatedRevenue: z.number().min(0).max(100_000_000),
  actionItems: z.array(z.string().trim().min(1).max(300)).min(1).max(8),
  metrics: suggestionMetricsSchema,
});
export type SuggestionDraft = z.infer<typeof suggestionDraftSchema>;

export const optimizationSuggestionSchema = suggestionDraftSchema.extend({
  id: z.string(),
  implemented: z.boolean(),
});
export type OptimizationSuggestion = z.infer<typeof optimizationSuggestionSchema>;

/** The venue's figures an analysis rests on; conversionRate is the spec's, the rest ours. */
export const analysisDataPointsSchema = z.object({
  /** Converted leads ÷ all leads × 100, one decimal; 0 with no leads (never above 100). */
  conversionRate: z.number().min(0).max(100),
  leadCount: z.number().int().min(0),
  /** Confirmed events (booked, deposit paid, completed) in the last 12 months and the next 12. */
  confirmedEvents: z.number().int().min(0),
  /** Percent of the next 12 months' bookable slots that are taken. */
  occupancyRate: z.number().min(0).max(100),
  /** Mean total of confirmed events with a total, whole dollars; null without any. */
  averageRevenuePerEvent: z.number().nullable(),
  /** Median hours from a lead's arrival to its first move out of New; null without any. */
  medianLeadResponseHours: z.number().nullable(),
});
export type AnalysisDataPoints = z.infer<typeof analysisDataPointsSchema>;

/** Who wrote an analysis: the built-in engine, or a language model by name. */
export const analysisAuthorSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('engine') }),
  z.object({ kind: z.literal('model'), model: z.string() }),
]);
export type AnalysisAuthor = z.infer<typeof analysisAuthorSchema>;

/** GET /api/optimization/analysis and POST /api/optimization/generate. */
export const optimizationAnalysisSchema = z.object({
  overallScore: z.number().int().min(0).max(100),
  totalPotentialRevenue: z.number().min(0),
  analysisDate: z.iso.datetime({ offset: true }),
  author: analysisAuthorSchema,
  dataPoints: analysisDataPointsSchema,
  suggestions: z.array(optimizationSuggestionSchema),
});
export type OptimizationAnalysis = z.infer<typeof optimizationAnalysisSchema>;

/** PATCH /api/optimization/suggestions/{id}. */
export const suggestionMarkSchema = z.strictObject({ implemented: z.boolean() });
export type SuggestionMark = z.infer<typeof suggestionMarkSchema>;

export const aiSuggestionCategories = ['pricing', 'marketing', 'operations', 'revenue', 'customer_experience'] as const;

/** GET /api/ai/optimization-suggestions: the spec's second suggestion shape. */
export const aiSuggestionSchema = z.object({
  category: z.enum(aiSuggestionCategories),
  title: z.string(),
  priority: z.number().int().min(1).max(10),
  impact: z.enum(effortLevels),
  effort: z.enum(effortLevels),
  description: z.string(),
  actionItems: z.array(z.string()).min(1),
  /** Each metric as one readable line: "Unanswered leads: 12 → 0". */
  metrics: z.array(z.string()),
});
export type AiSuggestion = z.infer<typeof aiSuggestionSchema>;
export const aiSuggestionsSchema = z.array(aiSuggestionSchema);
