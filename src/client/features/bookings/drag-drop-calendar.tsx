import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  TouchSensor,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragStartEvent,
  type DropAnimation,
} from '@dnd-kit/core';
import { useMemo, useState } from 'react';
import type { Booking } from '#shared/bookings/bookings.schemas.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { useCalendarBookings } from './api.ts';
import { useBookingDialogs } from './booking-dialogs-context.ts';
import {
  chunkWeeks,
  getMonthGridDays,
  getViewRange,
  groupBookingsByDay,
  toDayKey,
  weekdayHeaders,
} from './calendar-dates.ts';
import { CompactCalendar } from './compact-calendar.tsx';
import { DragBookingCardOverlay } from './drag-booking-card.tsx';
import { DragDayCell } from './drag-day-cell.tsx';
import { createDayCellCoordinates, dragAnnouncements, screenReaderInstructions } from './drag-keyboard.ts';
import { useDayClosures, useFullDays } from './use-day-closures.ts';
import { useDropReschedule } from './use-drop-reschedule.ts';
import { useIsNarrowerThan } from './use-fits-width.ts';
import { formatInZone } from './venue-time.ts';

/** Spec §9: drop animation between 0.33 and 0.55 s. */
const dropAnimation: DropAnimation = { duration: 450, easing: 'cubic-bezier(0.18, 0.67, 0.6, 1.22)' };

// The pointer decides where a mouse or touch drop lands; the keyboard moves by whole cells.
const detectCollision: CollisionDetection = (args) =>
  args.pointerCoordinates ? pointerWithin(args) : closestCenter(args);

const instructions = [
  'Drag bookings between dates to reschedule events',
  'Click on bookings to view/edit details',
  "Today's date is highlighted in blue",
  'Colors indicate booking status',
];

/** The full grid's least width; below it the phone month takes its place. */
const FULL_GRID_MIN_WIDTH = 700;

/**
 * The Drag & Drop tab (spec §2): the month's bookings as cards to move between the venue's days.
 * Where the grid does not fit (a phone), the compact month lists a tapped day's bookings, and a
 * booking moves with Move to date in its details instead of a drag.
 */
export function DragDropCalendar({
  month,
  timeZone,
  today,
  onOpenBooking,
}: {
  month: Date;
  timeZone: string;
  today: Date;
  onOpenBooking: (booking: Booking) => void;
}) {
  const range = getViewRange('month', month, timeZone);
  const query = useCalendarBookings(range.start, range.end);
  const bookingsByDay = useMemo(() => groupBookingsByDay(query.data ?? [], timeZone), [query.data, timeZone]);
  const isDayFull = useFullDays(query.data, timeZone);
  const getClosure = useDayClosures();
  const [dragged, setDragged] = useState<Booking | null>(null);
  const onDrop = useDropReschedule(timeZone);
  const coordinateGetter = useMemo(() => createDayCellCoordinates(timeZone), [timeZone]);
  const todayKey = toDayKey(today, timeZone);
  const monthTitle = formatInZone(month, 'MMMM yyyy', timeZone);
  const monthKey = formatInZone(month, 'yyyy-MM', timeZone);
  const [ref, isNarrow] = useIsNarrowerThan<HTMLDivElement>(FULL_GRID_MIN_WIDTH);
  const { openNewBooking } = useBookingDialogs();
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 120, tolerance: 5 } }),
    useSensor(KeyboardSensor, {
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
      coordinateGetter,
    }),
  );

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">Drag &amp; Drop Calendar · {monthTitle}</h3>
        {dragged && <Badge className="animate-pulse bg-blue-600 text-white">Rescheduling...</Badge>}
      </div>
      <div ref={ref}>
        {isNarrow ? (
          <div aria-busy={query.isPending}>
            <CompactCalendar
              month={month}
              timeZone={timeZone}
              today={today}
              bookingsByDay={bookingsByDay}
              getClosure={getClosure}
              isDayFull={isDayFull}
              caption={`Drag and drop bookings in ${monthTitle}`}
              onOpenBooking={onOpenBooking}
              onNewBooking={openNewBooking}
            />
            <p className="text-muted-foreground mt-3 text-sm">
              On a touch screen, tap a day, open a booking and use Move to date.
            </p>
          </div>
        ) : (
          <DndContext
            sensors={sensors}
            collisionDetection={detectCollision}
            accessibility={{ announcements: dragAnnouncements, screenReaderInstructions }}
            onDragStart={({ active }: DragStartEvent) => setDragged((active.data.current?.booking as Booking) ?? null)}
            onDragCancel={() => setDragged(null)}
            onDragEnd={(event) => {
              setDragged(null);
              onDrop(event);
            }}
          >
            {/* Relative, so the hidden (sr-only) texts inside scroll with it instead of widening the page. */}
            <div className="relative -mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
              <table className="w-full min-w-[700px] table-fixed border-collapse" aria-busy={query.isPending}>
                <caption className="sr-only">Drag and drop bookings in {monthTitle}</caption>
                <thead>
                  <tr>
                    {weekdayHeaders.map((day) => (
                      <th key={day} scope="col" className="text-muted-foreground pb-2 text-xs font-semibold uppercase">
                        {day}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {chunkWeeks(getMonthGridDays(month, timeZone).map((day) => toDayKey(day, timeZone))).map((week) => (
                    <tr key={week[0]}>
                      {week.map((key) => (
                        <DragDayCell
                          key={key}
                          dayKey={key}
                          isOutside={!key.startsWith(monthKey)}
                          isToday={key === todayKey}
                          isDragging={dragged !== null}
                          bookings={bookingsByDay.get(key) ?? []}
                          onOpenBooking={onOpenBooking}
                        />
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <DragOverlay dropAnimation={dropAnimation}>
              {dragged && <DragBookingCardOverlay booking={dragged} />}
            </DragOverlay>
          </DndContext>
        )}
      </div>
      <div className="bg-muted/60 rounded-lg p-4 text-sm">
        <h4 className="mb-2 font-semibold">How to use</h4>
        <ul className="text-muted-foreground list-disc space-y-1 pl-5">
          {instructions.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
