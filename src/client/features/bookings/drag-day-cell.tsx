import { useDroppable } from '@dnd-kit/core';
import type { Booking } from '#shared/bookings/bookings.schemas.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { cn } from '#client/lib/utils.ts';
import { formatDayKey } from './calendar-dates.ts';
import { DragBookingCard } from './drag-booking-card.tsx';

/** A day of the Drag & Drop grid: a drop target keyed by its venue day `yyyy-MM-dd`, at least 120 px high. */
export function DragDayCell({
  dayKey: key,
  isOutside,
  isToday,
  isDragging,
  bookings,
  onOpenBooking,
}: {
  dayKey: string;
  isOutside: boolean;
  isToday: boolean;
  isDragging: boolean;
  bookings: Booking[];
  onOpenBooking: (booking: Booking) => void;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: key });
  return (
    <td
      ref={setNodeRef}
      data-day={key}
      className={cn(
        'relative h-[120px] border p-1.5 pb-6 align-top transition-colors',
        isOutside && 'bg-muted/60',
        isToday && 'bg-blue-50 ring-2 ring-blue-400 ring-inset',
        isOver && 'bg-primary/10 ring-primary ring-2 ring-inset',
      )}
    >
      <div className="mb-1 flex items-center justify-between gap-1">
        <span
          className={cn('text-sm', isOutside ? 'text-muted-foreground' : 'font-medium', isToday && 'text-blue-800')}
        >
          <span aria-hidden="true">{formatDayKey(key, 'd')}</span>
          <span className="sr-only">{formatDayKey(key, 'EEEE, MMMM d, yyyy')}</span>
        </span>
        {isToday && <Badge className="bg-blue-600 px-1.5 text-[10px] text-white">Today</Badge>}
      </div>
      <ul className="grid grid-cols-1 gap-1">
        {bookings.map((booking) => (
          <li key={booking.id}>
            <DragBookingCard booking={booking} onOpen={onOpenBooking} />
          </li>
        ))}
      </ul>
      {/* At the bottom, where the card being dragged does not cover it; the live region speaks instead. */}
      {isDragging && isOver && (
        <p
          className="text-primary absolute inset-x-1 bottom-1 text-center text-[11px] font-semibold"
          aria-hidden="true"
        >
          Drop to reschedule
        </p>
      )}
    </td>
  );
}
