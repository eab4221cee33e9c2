import { useId, type ReactNode } from 'react';
import type { OptimizationSuggestion } from '#shared/optimization/optimization.schemas.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { cn } from '#client/lib/utils.ts';
import {
  categoryLabels,
  formatEstimatedRevenue,
  formatMetric,
  HIGH_PRIORITY,
  levelLabels,
} from './suggestion-format.ts';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted-foreground text-xs font-medium tracking-wide uppercase">{term}</dt>
      <dd className="mt-0.5 font-medium break-words">{children}</dd>
    </div>
  );
}

/** One suggestion (spec §3 AI analysis): what to do, why, how much it moves, and its mark. */
export function SuggestionCard({
  suggestion,
  canMark,
  onMark,
}: {
  suggestion: OptimizationSuggestion;
  canMark: boolean;
  onMark: (implemented: boolean) => void;
}) {
  const titleId = useId();
  const { priority, implemented } = suggestion;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'bg-card grid min-w-0 gap-4 rounded-xl border p-4 shadow-sm sm:p-6',
        implemented && 'border-emerald-300 bg-emerald-50/40',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="grid min-w-0 gap-1.5">
          <div className="flex flex-wrap gap-2">
            <Badge variant="secondary">{categoryLabels[suggestion.category]}</Badge>
            {priority >= HIGH_PRIORITY && (
              <Badge className="border-transparent bg-red-100 text-red-800">High Priority</Badge>
            )}
          </div>
          <h3 id={titleId} className="text-lg leading-snug font-semibold break-words">
            {suggestion.title}
          </h3>
        </div>
        <p className="text-muted-foreground shrink-0 text-sm">Priority {priority}/10</p>
      </div>
      <p className="text-sm break-words">{suggestion.description}</p>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <Fact term="Impact">{levelLabels[suggestion.impact]}</Fact>
        <Fact term="Effort">{levelLabels[suggestion.effort]}</Fact>
        <Fact term="Timeframe">{suggestion.timeframe}</Fact>
        <Fact term="Est. revenue">{formatEstimatedRevenue(suggestion.estimatedRevenue)}</Fact>
      </dl>
      <div className="grid gap-4 text-sm md:grid-cols-[2fr_1fr]">
        <div className="min-w-0">
          <h4 className="font-semibold">Action items</h4>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {suggestion.actionItems.map((item, index) => (
              <li key={index} className="break-words">
                {item}
              </li>
            ))}
          </ul>
        </div>
        <dl className="min-w-0">
          <Fact term="Now → target">{formatMetric(suggestion.metrics)}</Fact>
        </dl>
      </div>
      <div className="border-t pt-4">
        <label className="flex w-fit cursor-pointer items-center gap-2 text-sm font-medium has-disabled:cursor-not-allowed">
          <input
            type="checkbox"
            className="accent-primary size-4"
            checked={implemented}
            disabled={!canMark}
            onChange={(event) => onMark(event.target.checked)}
          />
          Implemented
        </label>
      </div>
    </article>
  );
}
