import type { OptimizationSuggestion } from '#shared/optimization/optimization.schemas.ts';
import { SuggestionCard } from './suggestion-card.tsx';
import { sortByPriority } from './suggestion-format.ts';

/** The analysis' suggestions, highest priority first (spec §2), each with its implemented mark. */
export function SuggestionsList({
  suggestions,
  canMark,
  onMark,
}: {
  suggestions: readonly OptimizationSuggestion[];
  canMark: boolean;
  onMark: (id: string, implemented: boolean) => void;
}) {
  return (
    <section aria-labelledby="optimization-suggestions-heading" className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="optimization-suggestions-heading" className="text-xl font-semibold">
          Suggestions
        </h2>
        {suggestions.length > 1 && <p className="text-muted-foreground text-sm">Highest priority first</p>}
      </div>
      {suggestions.length === 0 ? (
        <p className="text-muted-foreground bg-card rounded-xl border p-6 text-center">No suggestions available</p>
      ) : (
        <ul className="grid gap-4">
          {sortByPriority(suggestions).map((suggestion) => (
            <li key={suggestion.id}>
              <SuggestionCard
                suggestion={suggestion}
                canMark={canMark}
                onMark={(implemented) => onMark(suggestion.id, implemented)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
