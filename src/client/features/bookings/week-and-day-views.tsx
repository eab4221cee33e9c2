import { format, isSameDay } from 'date-fns';
import { Plus } from 'lucide-react';
import type { Booking } from '#shared/bookings/bookings.schemas.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/utils.ts';
import { DayBookingList } from './booking-list-item.tsx';
import { getWeekDays, toDayKey } from './calendar-dates.ts';

interface ViewProps {
  date: Date;
  today: Date;
  bookingsByDay: Map<string, Booking[]>;
  onSelectDay: (day: Date) => void;
  onOpenBooking: (booking: Booking) => void;
}

function AddBookingButton({ day, onSelectDay }: { day: Date; onSelectDay: (day: Date) => void }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className="size-8"
      aria-label={`New booking on ${format(day, 'EEEE, MMMM d, yyyy')}`}
      onClick={() => onSelectDay(day)}
    >
      <Plus aria-hidden="true" />
    </Button>
  );
}

/** Seven day columns (stacked below 1280 px, where a column would be too narrow), each with all its bookings. */
export function WeekView({ date, today, bookingsByDay, onSelectDay, onOpenBooking }: ViewProps) {
  return (
    <ol aria-label="Bookings this week" className="grid grid-cols-1 gap-3 xl:grid-cols-7 xl:gap-2">
      {getWeekDays(date).map((day) => {
        const isToday = isSameDay(day, today);
        return (
          <li
            key={toDayKey(day)}
            data-day={toDayKey(day)}
            aria-current={isToday ? 'date' : undefined}
            className={cn('min-w-0 rounded-lg border p-2', isToday && 'border-blue-300 bg-blue-50')}
          >
            <div className="mb-2 flex items-center justify-between gap-1">
              <h3 className="text-sm font-semibold">
                <span className="text-muted-foreground block text-xs font-medium uppercase">{format(day, 'EEE')}</span>
                {format(day, 'MMM d')}
              </h3>
              <AddBookingButton day={day} onSelectDay={onSelectDay} />
            </div>
            <DayBookingList bookings={bookingsByDay.get(toDayKey(day)) ?? []} onOpen={onOpenBooking} />
          </li>
        );
      })}
    </ol>
  );
}

/** One day with all of its bookings. */
export function DayView({ date, today, bookingsByDay, onSelectDay, onOpenBooking }: ViewProps) {
  const bookings = bookingsByDay.get(toDayKey(date)) ?? [];
  return (
    <section
      data-day={toDayKey(date)}
      aria-label={format(date, 'EEEE, MMMM d, yyyy')}
      className="rounded-lg border p-3 sm:p-4"
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <h3 className="font-semibold">{format(date, 'EEEE')}</h3>
          {isSameDay(date, today) && <Badge className="bg-blue-600 text-white">Today</Badge>}
        </div>
        <Button variant="outline" size="sm" onClick={() => onSelectDay(date)}>
          <Plus aria-hidden="true" />
          Add booking
        </Button>
      </div>
      <div className="max-w-2xl">
        <DayBookingList bookings={bookings} onOpen={onOpenBooking} />
      </div>
    </section>
  );
}
