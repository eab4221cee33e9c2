import { Plus } from 'lucide-react';
import type { Booking } from '#shared/bookings/bookings.schemas.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/utils.ts';
import { DayBookingList } from './booking-list-item.tsx';
import { formatDayKey, getWeekDays, toDayKey } from './calendar-dates.ts';

interface ViewProps {
  date: Date;
  /** The venue's zone: the columns are its days, the times its wall time. */
  timeZone: string;
  today: Date;
  bookingsByDay: Map<string, Booking[]>;
  onSelectDay: (day: Date) => void;
  onOpenBooking: (booking: Booking) => void;
}

function AddBookingButton({
  day,
  dayKey,
  onSelectDay,
}: {
  day: Date;
  dayKey: string;
  onSelectDay: (day: Date) => void;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className="size-8"
      aria-label={`New booking on ${formatDayKey(dayKey, 'EEEE, MMMM d, yyyy')}`}
      onClick={() => onSelectDay(day)}
    >
      <Plus aria-hidden="true" />
    </Button>
  );
}

/** Seven day columns (stacked below 1280 px, where a column would be too narrow), each with all its bookings. */
export function WeekView({ date, timeZone, today, bookingsByDay, onSelectDay, onOpenBooking }: ViewProps) {
  const todayKey = toDayKey(today, timeZone);
  return (
    <ol aria-label="Bookings this week" className="grid grid-cols-1 gap-3 xl:grid-cols-7 xl:gap-2">
      {getWeekDays(date, timeZone).map((day) => {
        const key = toDayKey(day, timeZone);
        const isToday = key === todayKey;
        return (
          <li
            key={key}
            data-day={key}
            aria-current={isToday ? 'date' : undefined}
            className={cn('min-w-0 rounded-lg border p-2', isToday && 'border-blue-300 bg-blue-50')}
          >
            <div className="mb-2 flex items-center justify-between gap-1">
              <h3 className="text-sm font-semibold">
                <span className="text-muted-foreground block text-xs font-medium uppercase">
                  {formatDayKey(key, 'EEE')}
                </span>
                {formatDayKey(key, 'MMM d')}
              </h3>
              <AddBookingButton day={day} dayKey={key} onSelectDay={onSelectDay} />
            </div>
            <DayBookingList bookings={bookingsByDay.get(key) ?? []} timeZone={timeZone} onOpen={onOpenBooking} />
          </li>
        );
      })}
    </ol>
  );
}

/** One day with all of its bookings. */
export function DayView({ date, timeZone, today, bookingsByDay, onSelectDay, onOpenBooking }: ViewProps) {
  const key = toDayKey(date, timeZone);
  const bookings = bookingsByDay.get(key) ?? [];
  return (
    <section
      data-day={key}
      aria-label={formatDayKey(key, 'EEEE, MMMM d, yyyy')}
      className="rounded-lg border p-3 sm:p-4"
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <h3 className="font-semibold">{formatDayKey(key, 'EEEE')}</h3>
          {key === toDayKey(today, timeZone) && <Badge className="bg-blue-600 text-white">Today</Badge>}
        </div>
        <Button variant="outline" size="sm" onClick={() => onSelectDay(date)}>
          <Plus aria-hidden="true" />
          Add booking
        </Button>
      </div>
      <div className="max-w-2xl">
        <DayBookingList bookings={bookings} timeZone={timeZone} onOpen={onOpenBooking} />
      </div>
    </section>
  );
}
