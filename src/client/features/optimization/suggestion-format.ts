import type {
  AnalysisAuthor,
  EffortLevel,
  OptimizationSuggestion,
  SuggestionCategory,
} from '#shared/optimization/optimization.schemas.ts';

/** Spec §9: a priority of 8 or more is 'High Priority'. */
export const HIGH_PRIORITY = 8;

/** Spec §9: the loading bar's value while generating, and otherwise. */
export const LOADING_PERCENT = { generating: 75, loading: 45 } as const;

export const categoryLabels = {
  revenue: 'Revenue',
  marketing: 'Marketing',
  operations: 'Operations',
  efficiency: 'Efficiency',
  pricing: 'Pricing',
} as const satisfies Record<SuggestionCategory, string>;

export const levelLabels = { low: 'Low', medium: 'Medium', high: 'High' } as const satisfies Record<
  EffortLevel,
  string
>;

/** Highest priority first (spec §2); equal priorities keep the analysis' order. */
export function sortByPriority(suggestions: readonly OptimizationSuggestion[]): OptimizationSuggestion[] {
  return [...suggestions].sort((a, b) => b.priority - a.priority);
}

/** Who wrote the analysis: the built-in engine, or the language model by its name. */
export function getAuthorLabel(author: AnalysisAuthor): string {
  return author.kind === 'engine' ? 'Built-in engine' : author.model;
}

const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** '12 → 0 leads', '18% → 30%', '$4,800 → $6,000': what a suggestion would move, in its unit. */
export function formatMetric({ currentValue, targetValue, unit }: OptimizationSuggestion['metrics']): string {
  const trimmed = unit.trim();
  if (trimmed === '%' || trimmed.toLowerCase() === 'percent') {
    return `${number.format(currentValue)}% → ${number.format(targetValue)}%`;
  }
  if (['$', 'usd', 'dollars'].includes(trimmed.toLowerCase())) {
    return `${dollars.format(currentValue)} → ${dollars.format(targetValue)}`;
  }
  return `${number.format(currentValue)} → ${number.format(targetValue)} ${trimmed}`;
}

/** '$4,800', or words when the gain is not money (the engine writes 0 then). */
export function formatEstimatedRevenue(amount: number): string {
  return amount > 0 ? dollars.format(amount) : 'No direct revenue';
}
