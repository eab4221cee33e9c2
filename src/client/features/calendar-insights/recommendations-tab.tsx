import { Calendar, DollarSign, Sparkles, Star, TrendingUp } from 'lucide-react';
import type { RecommendationTiles } from '#shared/calendar/recommendations.ts';
import { QueryError } from '#client/components/query-error.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { formatDollars } from '#client/lib/format.ts';
import { EventTypesList } from './event-types-list.tsx';
import { InsightTiles, InsightTilesSkeleton, type InsightTile } from './insight-tiles.tsx';
import { OptimalDatesList } from './optimal-dates-list.tsx';
import { RevenueInsights } from './revenue-insights.tsx';
import { useRecommendations } from './use-recommendations.ts';

const percent = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

function getRecommendationTileItems(tiles: RecommendationTiles): InsightTile[] {
  return [
    { title: 'Total Events', value: String(tiles.totalEvents), icon: Calendar },
    { title: 'Avg Revenue', value: formatDollars(tiles.averageRevenue), icon: DollarSign },
    { title: 'Lead Conversion', value: `${percent.format(tiles.leadConversion)}%`, icon: TrendingUp },
    { title: 'Top Event Type', value: tiles.topEventType, icon: Star },
  ];
}

/**
 * Spec §2 AI Recommendations tab (Personalized Event Recommendations): the four tiles, then
 * Optimal Dates (default), Event Types and Revenue Insights, from the venue's own bookings,
 * leads and demand.
 */
export function RecommendationsTab({
  onPickDate,
  onPickEventType,
}: {
  /** A suggested date, the venue's 'YYYY-MM-DD': the calendar opens New Booking on it. */
  onPickDate: (dayKey: string) => void;
  /** A ranked type: the calendar filters by it. */
  onPickEventType: (eventType: string) => void;
}) {
  const { insights, error, isRetrying, retry } = useRecommendations();

  return (
    <div className="grid gap-4">
      <div className="flex items-center gap-2">
        <Sparkles className="text-primary size-5 shrink-0" aria-hidden="true" />
        <h3 className="text-lg font-semibold">Personalized Event Recommendations</h3>
      </div>
      {error ? (
        <QueryError
          title="The recommendations could not be loaded."
          error={error}
          onRetry={retry}
          isRetrying={isRetrying}
        />
      ) : !insights ? (
        <>
          <InsightTilesSkeleton label="Loading the recommendations" />
          <Skeleton className="h-48 w-full" aria-hidden="true" />
        </>
      ) : (
        <>
          <InsightTiles tiles={getRecommendationTileItems(insights.tiles)} />
          <Tabs defaultValue="dates">
            <TabsList aria-label="Recommendations">
              <TabsTrigger value="dates">Optimal Dates</TabsTrigger>
              <TabsTrigger value="types">Event Types</TabsTrigger>
              <TabsTrigger value="pricing">Revenue Insights</TabsTrigger>
            </TabsList>
            <TabsContent value="dates">
              <OptimalDatesList dates={insights.dates} onPickDate={onPickDate} />
            </TabsContent>
            <TabsContent value="types">
              <EventTypesList types={insights.eventTypes} onPickEventType={onPickEventType} />
            </TabsContent>
            <TabsContent value="pricing">
              <RevenueInsights averages={insights.averages} />
            </TabsContent>
          </Tabs>
        </>
      )}
    </div>
  );
}
