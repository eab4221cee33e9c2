import type { Booking } from '#shared/bookings/bookings.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { MonthGrid } from './month-grid.tsx';
import { useDayClosures, useFullDays } from './use-day-closures.ts';
import type { BookingCalendar } from './use-booking-calendar.ts';
import { DayView, WeekView } from './week-and-day-views.tsx';

/** The month grid, the week or the day, with the read's loading and failure states. */
export function CalendarPeriodView({
  calendar,
  onSelectDay,
  onOpenBooking,
}: {
  calendar: BookingCalendar;
  onSelectDay: (day: Date) => void;
  onOpenBooking: (booking: Booking) => void;
}) {
  const { period, timeZone, today, bookingsByDay, query } = calendar;
  const getClosure = useDayClosures();
  // From every booking of the range, not only those the filters show.
  const isDayFull = useFullDays(query.data, timeZone);
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border p-4 text-sm">
        Bookings could not be loaded.
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const props = { timeZone, today, bookingsByDay, onSelectDay, onOpenBooking };
  return (
    <div aria-busy={query.isPending} className="min-w-0">
      {period.view === 'month' && (
        <MonthGrid
          month={period.date}
          selectedDay={calendar.selectedDay}
          getClosure={getClosure}
          isDayFull={isDayFull}
          {...props}
        />
      )}
      {period.view === 'week' && <WeekView date={period.date} {...props} />}
      {period.view === 'day' && <DayView date={period.date} {...props} />}
    </div>
  );
}
