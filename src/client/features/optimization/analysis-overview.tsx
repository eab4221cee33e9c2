import { Bot, Cpu } from 'lucide-react';
import type { OptimizationAnalysis } from '#shared/optimization/optimization.schemas.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { formatDollars } from '#client/lib/format.ts';
import { formatVenueDateTime } from '#client/lib/venue-date-format.ts';
import { getAuthorLabel } from './suggestion-format.ts';

const percent = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** The analysis at a glance: its figures, who wrote it and when (in the venue's time zone). */
export function AnalysisOverview({
  analysis,
  timeZone,
}: {
  analysis: OptimizationAnalysis;
  timeZone: string | null | undefined;
}) {
  const implemented = analysis.suggestions.filter((suggestion) => suggestion.implemented).length;
  const tiles = [
    { term: 'Overall Score', value: `${analysis.overallScore}/100` },
    { term: 'Potential Revenue', value: formatDollars(analysis.totalPotentialRevenue) },
    { term: 'Conversion Rate', value: `${percent.format(analysis.dataPoints.conversionRate)}%` },
    { term: 'Implemented', value: `${implemented} of ${analysis.suggestions.length}` },
  ];
  const AuthorIcon = analysis.author.kind === 'engine' ? Cpu : Bot;
  return (
    <div className="grid gap-4">
      <p className="text-muted-foreground flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <span>Analysis by</span>{' '}
        <Badge variant="outline" className="gap-1">
          <AuthorIcon className="size-3.5" aria-hidden="true" />
          {getAuthorLabel(analysis.author)}
        </Badge>{' '}
        <span>
          on <time dateTime={analysis.analysisDate}>{formatVenueDateTime(analysis.analysisDate, timeZone)}</time>
        </span>
      </p>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {tiles.map((tile) => (
          <div key={tile.term} className="bg-card rounded-xl border p-4 shadow-sm">
            <dt className="text-muted-foreground text-sm font-medium">{tile.term}</dt>
            <dd className="mt-1 text-2xl font-bold">{tile.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
