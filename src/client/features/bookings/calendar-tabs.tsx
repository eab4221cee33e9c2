import { lazy, Suspense } from 'react';
import { BarChart3, Move, Share2, Sparkles } from 'lucide-react';
import type { Booking } from '#shared/bookings/bookings.schemas.ts';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { DragDropCalendar } from './drag-drop-calendar.tsx';

// The insight and sharing tabs load on first open: most visits to the calendar never open them.
const HeatMapTab = lazy(() =>
  import('#client/features/calendar-insights/index.ts').then((module) => ({ default: module.HeatMapTab })),
);
const RecommendationsTab = lazy(() =>
  import('#client/features/calendar-insights/index.ts').then((module) => ({ default: module.RecommendationsTab })),
);
const ShareExportTab = lazy(() =>
  import('#client/features/calendar-share/index.ts').then((module) => ({ default: module.ShareExportTab })),
);

const panelClass = 'bg-card rounded-xl border p-4 shadow-sm sm:p-6';

/** The tabbed area under the calendar (spec §2): Drag & Drop, Heat Map, AI Recommendations, Share & Export. */
export function CalendarTabs({
  month,
  timeZone,
  today,
  onOpenBooking,
  onPickDate,
  onPickEventType,
}: {
  month: Date;
  /** The venue's zone: the tabs' days are its days. */
  timeZone: string;
  today: Date;
  onOpenBooking: (booking: Booking) => void;
  /** A recommended date, as the venue's YYYY-MM-DD: selects it and opens New Booking on it. */
  onPickDate: (dayKey: string) => void;
  /** A recommended event type: sets the calendar's event-type filter. */
  onPickEventType: (eventType: string) => void;
}) {
  return (
    <Tabs defaultValue="drag-drop" className="mt-6">
      <TabsList aria-label="Calendar tools">
        <TabsTrigger value="drag-drop">
          <Move aria-hidden="true" />
          Drag &amp; Drop
        </TabsTrigger>
        <TabsTrigger value="heat-map">
          <BarChart3 aria-hidden="true" />
          Heat Map
        </TabsTrigger>
        <TabsTrigger value="recommendations">
          <Sparkles aria-hidden="true" />
          AI Recommendations
        </TabsTrigger>
        <TabsTrigger value="share">
          <Share2 aria-hidden="true" />
          Share &amp; Export
        </TabsTrigger>
      </TabsList>
      <TabsContent value="drag-drop" className={panelClass}>
        <DragDropCalendar month={month} timeZone={timeZone} today={today} onOpenBooking={onOpenBooking} />
      </TabsContent>
      <TabsContent value="heat-map" className={panelClass}>
        <Suspense fallback={<TabSkeleton />}>
          <HeatMapTab month={month} timeZone={timeZone} />
        </Suspense>
      </TabsContent>
      <TabsContent value="recommendations" className={panelClass}>
        <Suspense fallback={<TabSkeleton />}>
          <RecommendationsTab onPickDate={onPickDate} onPickEventType={onPickEventType} />
        </Suspense>
      </TabsContent>
      <TabsContent value="share" className={panelClass}>
        <Suspense fallback={<TabSkeleton />}>
          <ShareExportTab month={month} timeZone={timeZone} />
        </Suspense>
      </TabsContent>
    </Tabs>
  );
}

function TabSkeleton() {
  return <Skeleton className="h-64 w-full" />;
}
