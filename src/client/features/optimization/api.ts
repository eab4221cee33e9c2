import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PerformanceAnalytics } from '#shared/optimization/analytics.schemas.ts';
import type { OptimizationAnalysis, SuggestionMark } from '#shared/optimization/optimization.schemas.ts';
import { ApiError, apiJson } from '#client/lib/api-client.ts';
import { toastApiError } from '#client/lib/toast-api-error.ts';

/** Keys are the paths they read (decision 011). */
export const optimizationKeys = {
  analysis: ['/api/optimization/analysis'] as const,
  analytics: ['/api/optimization/analytics'] as const,
};

/**
 * GET /api/optimization/analysis: the latest analysis, or null when none was generated yet (the
 * server's 404). Spec §7: no retry.
 */
export function useOptimizationAnalysis() {
  return useQuery(
    queryOptions({
      queryKey: optimizationKeys.analysis,
      queryFn: async ({ signal }) => {
        try {
          return await apiJson<OptimizationAnalysis>('GET', '/api/optimization/analysis', undefined, { signal });
        } catch (error) {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        }
      },
      retry: false,
    }),
  );
}

/** POST /api/optimization/generate: the answer is the new analysis, which the page shows at once. */
export function useGenerateAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<OptimizationAnalysis>('POST', '/api/optimization/generate'),
    onSuccess: (analysis) => queryClient.setQueryData(optimizationKeys.analysis, analysis),
  });
}
export type GenerateAnalysis = ReturnType<typeof useGenerateAnalysis>;

export interface SuggestionMarkChange extends SuggestionMark {
  id: string;
}

function withMark(analysis: OptimizationAnalysis | null | undefined, change: SuggestionMarkChange) {
  return (
    analysis && {
      ...analysis,
      suggestions: analysis.suggestions.map((suggestion) =>
        suggestion.id === change.id ? { ...suggestion, implemented: change.implemented } : suggestion,
      ),
    }
  );
}

/**
 * PATCH /api/optimization/suggestions/{id}: the server keeps the mark (decision 050). The box
 * changes at once and goes back, with the server's reason in a toast, if the server refuses.
 */
export function useMarkSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, implemented }: SuggestionMarkChange) =>
      apiJson<unknown>('PATCH', `/api/optimization/suggestions/${encodeURIComponent(id)}`, { implemented }),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: optimizationKeys.analysis });
      queryClient.setQueryData<OptimizationAnalysis | null>(optimizationKeys.analysis, (analysis) =>
        withMark(analysis, change),
      );
    },
    onError: (error, change) => {
      // Back to what the server holds for this suggestion, unless a newer analysis replaced it.
      queryClient.setQueryData<OptimizationAnalysis | null>(optimizationKeys.analysis, (current) =>
        withMark(current, { id: change.id, implemented: !change.implemented }),
      );
      toastApiError(error, 'Failed to update the suggestion');
    },
  });
}

/**
 * GET /api/optimization/analytics: the Performance Analytics figures. Read again each time the tab
 * opens, as bookings, leads and payments change elsewhere.
 */
export function usePerformanceAnalytics() {
  return useQuery(
    queryOptions({
      queryKey: optimizationKeys.analytics,
      queryFn: ({ signal }) =>
        apiJson<PerformanceAnalytics>('GET', '/api/optimization/analytics', undefined, { signal }),
      staleTime: 0,
      refetchOnMount: 'always',
    }),
  );
}
