import { z } from 'zod';
import {
  suggestionDraftSchema,
  type AnalysisDataPoints,
  type SuggestionDraft,
} from '#shared/optimization/optimization.schemas.ts';
import { LanguageModelError, type LanguageModel } from '../../ai/language-model.ts';
import { redactContactDetails } from '../../ai/redact-contact-details.ts';
import type { Finding } from './rules/rule.ts';
import type { VenueFacts } from './venue-facts.ts';
import { getYearlyRevenueCeiling, summarizeVenueFacts } from './venue-figures.ts';

/** What the model is shown of the engine's result: its figures and its findings. */
export interface EngineEvidence {
  dataPoints: AnalysisDataPoints;
  findings: readonly Finding[];
}

export const MAX_MODEL_SUGGESTIONS = 10;

const modelAnswerSchema = z.object({
  suggestions: z
    .array(suggestionDraftSchema.extend({ basedOn: z.string().nullish() }))
    .min(1)
    .max(MAX_MODEL_SUGGESTIONS),
});

const SYSTEM_PROMPT = `You are a business advisor for event venues (weddings, parties, corporate events).
You are given one venue's aggregated figures and the findings of its rule-based analysis.
Write between 3 and ${MAX_MODEL_SUGGESTIONS} specific suggestions that would improve the venue's revenue, marketing, operations, efficiency or pricing.
Rules:
- Use only the figures given. Quote the real numbers (counts, dollars, dates) in titles and descriptions; invent none.
- Prefer the findings' evidence; you may merge, reword or reprioritise them, and add advice the figures support.
- When a suggestion rests on a finding, set "basedOn" to that finding's "key"; otherwise null.
- priority is an integer 1-10 (10 most urgent); impact and effort are "low", "medium" or "high".
- estimatedRevenue is whole dollars the venue could gain in a year (0 when the gain is not money).
- actionItems: 1 to 8 short concrete steps. metrics: { "currentValue": number, "targetValue": number, "unit": short text }.
- timeframe: a few words ("This week", "Before June").
Answer with one JSON object only, no prose:
{"suggestions":[{"basedOn":string|null,"title":string,"description":string,"category":"revenue"|"marketing"|"operations"|"efficiency"|"pricing","impact":string,"effort":string,"timeframe":string,"priority":number,"estimatedRevenue":number,"actionItems":[string],"metrics":{"currentValue":number,"targetValue":number,"unit":string}}]}`;

function toFindingForModel({
  key,
  title,
  description,
  category,
  impact,
  priority,
  estimatedRevenue,
  metrics,
}: Finding) {
  return { key, title, description, category, impact, priority, estimatedRevenue, metrics };
}

/**
 * The request's user message: the venue's figures, the engine's data points and findings, as
 * JSON. Built from facts that hold no contact details; any a person typed into free text (an
 * event type's name) is masked as well.
 */
export function buildAnalysisRequest(facts: VenueFacts, evidence: EngineEvidence): { system: string; user: string } {
  const user = JSON.stringify({
    venue: summarizeVenueFacts(facts),
    dataPoints: evidence.dataPoints,
    findings: evidence.findings.map(toFindingForModel),
  });
  return { system: SYSTEM_PROMPT, user: redactContactDetails(user) };
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
}

/**
 * Keys the model's suggestions as the engine keys its findings, so a mark set on the last
 * analysis carries over: a suggestion that names a finding takes its key (the first one only),
 * any other is `model:` and its title.
 */
function keySuggestions(
  suggestions: z.infer<typeof modelAnswerSchema>['suggestions'],
  knownKeys: ReadonlySet<string>,
): Finding[] {
  const used = new Set<string>();
  return suggestions.map(({ basedOn, ...draft }) => {
    let key = basedOn && knownKeys.has(basedOn) && !used.has(basedOn) ? basedOn : `model:${slugify(draft.title)}`;
    for (let n = 2; used.has(key); n += 1) key = `model:${slugify(draft.title)}-${n}`;
    used.add(key);
    return { key, ...draft };
  });
}

/**
 * Asks the language model for the analysis's suggestions in one Chat Completions request, from
 * the venue's figures and the engine's findings (decision 048). Answers validated drafts, each
 * estimate clamped to what the venue could earn in a year; anything else the model answers
 * (prose, another shape), a time-out or an error throws LanguageModelError.
 */
export async function writeAnalysisWithModel(
  model: LanguageModel,
  facts: VenueFacts,
  evidence: EngineEvidence,
): Promise<Finding[]> {
  const answer = await model.completeJson(buildAnalysisRequest(facts, evidence));
  const parsed = modelAnswerSchema.safeParse(answer);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.join('.') || 'the answer';
    throw new LanguageModelError(
      `The language model's analysis is not in the expected shape (${where}: ${issue?.message})`,
    );
  }
  const ceiling = getYearlyRevenueCeiling(facts, evidence.dataPoints.averageRevenuePerEvent);
  const clamp = (draft: SuggestionDraft) =>
    ceiling > 0 ? Math.min(Math.round(draft.estimatedRevenue), ceiling) : Math.round(draft.estimatedRevenue);
  return keySuggestions(parsed.data.suggestions, new Set(evidence.findings.map((finding) => finding.key))).map(
    (finding) => ({ ...finding, estimatedRevenue: clamp(finding) }),
  );
}
