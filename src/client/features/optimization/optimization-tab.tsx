import { Sparkles } from 'lucide-react';
import { can } from '#shared/auth/permissions.ts';
import { QueryError } from '#client/components/query-error.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useAuth } from '#client/features/auth/index.ts';
import { AnalysisOverview } from './analysis-overview.tsx';
import { useMarkSuggestion, useOptimizationAnalysis, type GenerateAnalysis } from './api.ts';
import { LoadingBar } from './loading-bar.tsx';
import { SuggestionsList } from './suggestions-list.tsx';
import { LOADING_PERCENT } from './suggestion-format.ts';

/** Spec §8's two AI errors. */
export const GENERATE_FAILED =
  'Failed to generate optimization suggestions. Please check your OpenAI API key and try again.';
export const LOAD_FAILED = 'Failed to load optimization suggestions...';

/**
 * Spec §2's AI Optimization tab: the latest analysis and its suggestions, the loading bar, the
 * notice before any analysis, and the two AI errors with Retry. Generating is the page's (its
 * header's Refresh Suggestions shares it); roles without `optimization:generate` read and mark.
 */
export function OptimizationTab({ generate }: { generate: GenerateAnalysis }) {
  const { user } = useAuth();
  const canGenerate = can(user?.role, 'optimization:generate');
  const analysisQuery = useOptimizationAnalysis();
  const mark = useMarkSuggestion();
  const analysis = analysisQuery.data;

  return (
    <div className="grid min-w-0 gap-6">
      {!canGenerate && (
        <p className="text-muted-foreground text-sm">
          Owners and managers generate suggestions, as each run may use a paid AI service. You can mark the ones you
          have done.
        </p>
      )}
      {generate.isPending ? (
        <LoadingBar value={LOADING_PERCENT.generating} label="Generating AI insights…" />
      ) : (
        analysisQuery.isPending && (
          <LoadingBar value={LOADING_PERCENT.loading} label="Loading optimization suggestions…" />
        )
      )}
      {generate.isError && (
        <QueryError
          title={GENERATE_FAILED}
          error={generate.error}
          onRetry={() => generate.mutate()}
          isRetrying={generate.isPending}
        />
      )}
      {analysisQuery.isError ? (
        <QueryError
          title={LOAD_FAILED}
          error={analysisQuery.error}
          onRetry={() => void analysisQuery.refetch()}
          isRetrying={analysisQuery.isFetching}
        />
      ) : analysis === null ? (
        <NoAnalysisNotice
          canGenerate={canGenerate}
          isGenerating={generate.isPending}
          onGenerate={() => generate.mutate()}
        />
      ) : (
        analysis && (
          <>
            <AnalysisOverview analysis={analysis} timeZone={user?.venueTimeZone} />
            <SuggestionsList
              suggestions={analysis.suggestions}
              canMark={can(user?.role, 'optimization:mark')}
              onMark={(id, implemented) => mark.mutate({ id, implemented })}
            />
          </>
        )
      )}
    </div>
  );
}

function NoAnalysisNotice({
  canGenerate,
  isGenerating,
  onGenerate,
}: {
  canGenerate: boolean;
  isGenerating: boolean;
  onGenerate: () => void;
}) {
  return (
    <div className="bg-card grid justify-items-center gap-4 rounded-xl border p-8 text-center">
      <Sparkles className="text-primary size-8" aria-hidden="true" />
      <p className="font-medium">No AI optimization analysis available yet...</p>
      {canGenerate ? (
        <Button onClick={onGenerate} disabled={isGenerating}>
          <Sparkles aria-hidden="true" />
          Generate AI Insights
        </Button>
      ) : (
        <p className="text-muted-foreground text-sm">Ask an owner or manager to generate AI insights.</p>
      )}
    </div>
  );
}
