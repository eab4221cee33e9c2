import { Plus } from 'lucide-react';
import type { Booking } from '#shared/bookings/bookings.schemas.ts';
import { getBookingStatusLabel } from '#shared/bookings/booking-status.ts';
import { dayClosureLabels, type DayClosure } from '#shared/settings/day-closure.ts';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { cn } from '#client/lib/utils.ts';
import { formatEventTime } from './booking-format.ts';
import { getStatusClasses } from './booking-status-colours.ts';
import { formatDayKey } from './calendar-dates.ts';

function describeDay(count: number, closure: DayClosure | null, isFull: boolean): string {
  const bookings = count === 0 ? 'No bookings' : count === 1 ? '1 booking' : `${count} bookings`;
  if (closure) return `${bookings} · ${dayClosureLabels[closure]}`;
  return isFull ? `${bookings} · Fully booked` : bookings;
}

/** Why a day takes no new booking, said where New Booking would be; null when it takes one. */
function getNoBookingReason(closure: DayClosure | null, isFull: boolean): string | null {
  if (closure === 'blackout') return 'This day is a blackout date.';
  if (closure === 'closed') return 'The venue is closed on this day.';
  return isFull ? 'This day is fully booked.' : null;
}

/**
 * A day's bookings on a phone, where the month has no room for names. Each opens the booking's
 * details (over this list, which is still there when they close); New Booking starts on the day,
 * unless the day takes no booking (full, closed, a blackout date), which it then says instead.
 */
export function DayBookingsDialog({
  dayKey,
  bookings,
  closure,
  isFull,
  timeZone,
  onClose,
  onOpenBooking,
  onNewBooking,
}: {
  dayKey: string | null;
  bookings: Booking[];
  closure: DayClosure | null;
  /** Every slot of the day is held (see useFullDays). */
  isFull: boolean;
  timeZone: string;
  onClose: () => void;
  onOpenBooking: (booking: Booking) => void;
  onNewBooking: (dayKey: string) => void;
}) {
  const noBookingReason = getNoBookingReason(closure, isFull);
  return (
    <Dialog open={dayKey !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{dayKey ? formatDayKey(dayKey, 'EEEE, d MMMM yyyy') : 'Day'}</DialogTitle>
          <DialogDescription>{describeDay(bookings.length, closure, isFull)}</DialogDescription>
        </DialogHeader>
        {bookings.length > 0 && (
          <ul className="grid min-w-0 grid-cols-1 gap-2" aria-label="Bookings on this day">
            {bookings.map((booking) => (
              <li key={booking.id}>
                <button
                  type="button"
                  onClick={() => onOpenBooking(booking)}
                  className={cn(
                    'focus-visible:ring-ring block w-full cursor-pointer rounded-md border-l-4 px-3 py-2 text-left text-sm transition-shadow hover:shadow-sm focus-visible:ring-2 focus-visible:outline-none',
                    getStatusClasses(booking.status).bar,
                  )}
                >
                  <span className="block truncate font-semibold">{booking.coupleNames}</span>
                  <span className="block truncate text-xs">
                    {formatEventTime(booking.eventDate, timeZone)} · {booking.eventType} ·{' '}
                    {getBookingStatusLabel(booking.status)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Close
          </Button>
          {dayKey && noBookingReason && (
            <p className="text-muted-foreground self-center text-sm sm:mr-auto">{noBookingReason}</p>
          )}
          {dayKey && !noBookingReason && (
            <Button type="button" onClick={() => onNewBooking(dayKey)}>
              <Plus aria-hidden="true" />
              New Booking
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
