import { useDraggable } from '@dnd-kit/core';
import { Users } from 'lucide-react';
import type { Booking } from '#shared/bookings/bookings.schemas.ts';
import { cn } from '#client/lib/utils.ts';
import { formatMoney, formatStatusText } from './booking-format.ts';
import { getStatusClasses } from './booking-status-colours.ts';

const cardClasses = 'block w-full rounded-md border-l-4 px-2 py-1.5 text-left text-xs shadow-sm transition-shadow';

/** What a card shows (spec §2): names, guests (0 if missing), the amount in dollars, the status. */
function CardContent({ booking }: { booking: Booking }) {
  const amount = formatMoney(booking.totalAmount);
  return (
    <>
      <span className="block truncate font-semibold">{booking.coupleNames}</span>
      <span className="mt-0.5 flex items-center gap-1">
        <Users className="size-3" aria-hidden="true" />
        {booking.guestCount ?? 0}
        <span className="sr-only"> guests</span>
      </span>
      {amount && <span className="block truncate">{amount}</span>}
      <span className="block truncate opacity-90">{formatStatusText(booking.status)}</span>
    </>
  );
}

/** A booking card that can be dragged to another day; a click (no movement) opens it. */
export function DragBookingCard({ booking, onOpen }: { booking: Booking; onOpen: (booking: Booking) => void }) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: String(booking.id),
    data: { booking },
  });
  return (
    <button
      type="button"
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      onClick={() => onOpen(booking)}
      data-booking-id={booking.id}
      className={cn(
        cardClasses,
        'focus-visible:ring-ring cursor-grab touch-manipulation hover:shadow-md focus-visible:ring-2 focus-visible:outline-none',
        getStatusClasses(booking.status).bar,
        isDragging && 'opacity-40',
      )}
    >
      <CardContent booking={booking} />
    </button>
  );
}

/** The copy that follows the pointer (DragOverlay), so the card can leave its scrolling grid. */
export function DragBookingCardOverlay({ booking }: { booking: Booking }) {
  return (
    <div className={cn(cardClasses, 'cursor-grabbing shadow-lg', getStatusClasses(booking.status).bar)}>
      <CardContent booking={booking} />
    </div>
  );
}
