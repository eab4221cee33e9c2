import { BarChart3, Move, Share2, Sparkles } from 'lucide-react';
import type { Booking } from '#shared/bookings/bookings.schemas.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { DragDropCalendar } from './drag-drop-calendar.tsx';

const comingSoon = [
  { value: 'heat-map', label: 'Heat Map', icon: BarChart3, text: 'The heat map arrives in a coming release.' },
  {
    value: 'recommendations',
    label: 'AI Recommendations',
    icon: Sparkles,
    text: 'Event recommendations arrive in a coming release.',
  },
  { value: 'share', label: 'Share & Export', icon: Share2, text: 'Calendar sharing arrives in a coming release.' },
] as const;

/** The tabbed area under the calendar (spec §2). */
export function CalendarTabs({
  month,
  timeZone,
  today,
  onOpenBooking,
}: {
  month: Date;
  /** The venue's zone: the tabs' days are its days. */
  timeZone: string;
  today: Date;
  onOpenBooking: (booking: Booking) => void;
}) {
  return (
    <Tabs defaultValue="drag-drop" className="mt-6">
      <TabsList aria-label="Calendar tools">
        <TabsTrigger value="drag-drop">
          <Move aria-hidden="true" />
          Drag &amp; Drop
        </TabsTrigger>
        {comingSoon.map(({ value, label, icon: Icon }) => (
          <TabsTrigger key={value} value={value}>
            <Icon aria-hidden="true" />
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="drag-drop" className="bg-card rounded-xl border p-4 shadow-sm sm:p-6">
        <DragDropCalendar month={month} timeZone={timeZone} today={today} onOpenBooking={onOpenBooking} />
      </TabsContent>
      {comingSoon.map(({ value, text }) => (
        <TabsContent key={value} value={value} className="bg-card rounded-xl border p-6 shadow-sm">
          <p className="text-muted-foreground text-sm">{text}</p>
        </TabsContent>
      ))}
    </Tabs>
  );
}
