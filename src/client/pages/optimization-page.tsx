import { BarChart3, Sparkles } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { can } from '#shared/auth/permissions.ts';
import { PageHeader } from '#client/components/page-header.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { useAuth } from '#client/features/auth/index.ts';
import { useGenerateAnalysis } from '#client/features/optimization/api.ts';
import { OptimizationTab } from '#client/features/optimization/optimization-tab.tsx';
import { RefreshSuggestionsButton } from '#client/features/optimization/refresh-suggestions-button.tsx';

// The charts (recharts) load when the tab opens: never with the first visit, the dashboard or
// a visit that stays on the suggestions.
const PerformanceAnalyticsTab = lazy(() =>
  import('#client/features/optimization/performance-analytics-tab.tsx').then((module) => ({
    default: module.PerformanceAnalyticsTab,
  })),
);

type OptimizationView = 'suggestions' | 'analytics';

/** Spec §2 AI Optimization: the suggestions and the venue's performance, in two tabs. */
export function OptimizationPage() {
  const { user } = useAuth();
  const generate = useGenerateAnalysis();
  const [view, setView] = useState<OptimizationView>('suggestions');

  return (
    <>
      <PageHeader
        title="AI Optimization"
        description="Suggestions to grow revenue and fill your calendar."
        actions={
          can(user?.role, 'optimization:generate') && (
            // A new analysis shows on the suggestions tab, with its loading bar.
            <RefreshSuggestionsButton generate={generate} onStart={() => setView('suggestions')} />
          )
        }
      />
      <Tabs value={view} onValueChange={(value) => setView(value as OptimizationView)}>
        <TabsList aria-label="AI Optimization views">
          <TabsTrigger value="suggestions">
            <Sparkles aria-hidden="true" />
            AI Optimization
          </TabsTrigger>
          <TabsTrigger value="analytics">
            <BarChart3 aria-hidden="true" />
            Performance Analytics
          </TabsTrigger>
        </TabsList>
        <TabsContent value="suggestions">
          <OptimizationTab generate={generate} />
        </TabsContent>
        <TabsContent value="analytics">
          <Suspense fallback={<Skeleton className="h-80 w-full" />}>
            <PerformanceAnalyticsTab />
          </Suspense>
        </TabsContent>
      </Tabs>
    </>
  );
}
