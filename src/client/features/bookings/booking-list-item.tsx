import { Users } from 'lucide-react';
import type { Booking } from '#shared/bookings/bookings.schemas.ts';
import { cn } from '#client/lib/utils.ts';
import { formatEventTime, formatGuests } from './booking-format.ts';
import { BookingStatusBadge } from './booking-status-badge.tsx';
import { getStatusClasses } from './booking-status-colours.ts';

/** A booking in the week and day views: venue time, names, type, status and guests; opens the details. */
export function BookingListItem({
  booking,
  timeZone,
  onOpen,
}: {
  booking: Booking;
  timeZone: string;
  onOpen: (booking: Booking) => void;
}) {
  return (
    <button
      type="button"
      onClick={() => onOpen(booking)}
      className={cn(
        'block w-full cursor-pointer rounded-md border-l-4 p-2.5 text-left text-sm transition-shadow hover:shadow-md',
        'focus-visible:ring-ring focus-visible:ring-2 focus-visible:outline-none',
        getStatusClasses(booking.status).bar,
      )}
    >
      <span className="block text-xs font-medium opacity-80">{formatEventTime(booking.eventDate, timeZone)}</span>
      <span className="block font-semibold break-words">{booking.coupleNames}</span>
      <span className="block text-xs break-words">{booking.eventType}</span>
      <span className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1">
        <BookingStatusBadge status={booking.status} className="bg-background/70 rounded-md whitespace-normal" />
        <span className="flex items-center gap-1 text-xs">
          <Users className="size-3.5" aria-hidden="true" />
          {formatGuests(booking.guestCount)}
        </span>
      </span>
    </button>
  );
}

/** A day's bookings in order of time, or 'No bookings'. */
export function DayBookingList({
  bookings,
  timeZone,
  onOpen,
}: {
  bookings: Booking[];
  timeZone: string;
  onOpen: (booking: Booking) => void;
}) {
  if (bookings.length === 0) return <p className="text-muted-foreground py-2 text-sm">No bookings</p>;
  return (
    <ul className="grid grid-cols-1 gap-2">
      {bookings.map((booking) => (
        <li key={booking.id}>
          <BookingListItem booking={booking} timeZone={timeZone} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}
