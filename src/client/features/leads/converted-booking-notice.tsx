import { CalendarCheck, CalendarDays } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { useVenueTimeZone } from '#client/features/bookings/index.ts';
import { useConvertedBooking } from './api.ts';
import { formatVenueDate, getCalendarMonthHref } from './lead-format.ts';

/** A converted lead: its booking's day, and the way to it on the calendar. */
export function ConvertedBookingNotice({ bookingId }: { bookingId: number }) {
  const timeZone = useVenueTimeZone();
  const { data: booking } = useConvertedBooking(bookingId);
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-lg border border-green-300 bg-green-50 p-4 text-sm text-green-950 sm:flex-row sm:items-center"
    >
      <CalendarCheck className="size-5 shrink-0" aria-hidden="true" />
      <p className="min-w-0 flex-1">
        <span className="block font-semibold">Converted to a booking</span>
        {booking && (
          <span className="block break-words">
            {booking.coupleNames} on {formatVenueDate(booking.eventDate, timeZone)}
          </span>
        )}
      </p>
      <Button asChild variant="outline" size="sm">
        <Link href={booking ? getCalendarMonthHref(booking.eventDate, timeZone) : '/calendar'}>
          <CalendarDays aria-hidden="true" />
          View on calendar
        </Link>
      </Button>
    </div>
  );
}
