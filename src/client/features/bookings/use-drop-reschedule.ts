import type { DragEndEvent } from '@dnd-kit/core';
import type { Booking } from '#shared/bookings/bookings.schemas.ts';
import { toast } from '#client/lib/use-toast.ts';
import { toastApiError } from '#client/lib/toast-api-error.ts';
import { useRescheduleBooking } from './api.ts';
import { formatEventDateLong } from './booking-format.ts';
import { getRescheduledEventDate, isOtherDay } from './calendar-dates.ts';

/**
 * Moves a booking to another venue day (`yyyy-MM-dd`) at its own venue time, sending only the new
 * eventDate, with the drag's toasts. The same day, or a day that does not exist, does nothing.
 * `move` answers whether a request went out; `onMoved` runs after the server agreed.
 */
export function useMoveBooking(timeZone: string) {
  const reschedule = useRescheduleBooking();

  function move(booking: Booking, dayKey: string, options?: { onMoved?: (updated: Booking) => void }): boolean {
    if (!isOtherDay(booking.eventDate, dayKey, timeZone)) return false;
    const eventDate = getRescheduledEventDate(booking.eventDate, dayKey, timeZone);
    if (!eventDate) return false;

    reschedule.mutate(
      { id: booking.id, eventDate },
      {
        onSuccess: (updated) => {
          toast({
            title: 'Booking rescheduled',
            description: `${updated.coupleNames}'s event moved to ${formatEventDateLong(updated.eventDate, timeZone)}`,
          });
          options?.onMoved?.(updated);
        },
        onError: (error) => {
          toastApiError(error, 'Failed to reschedule booking', 'Error rescheduling booking');
        },
      },
    );
    return true;
  }
  return { move, isPending: reschedule.isPending };
}

/**
 * The drag rule of spec §4/§5: a drop on another day cell sends only the new eventDate (that venue
 * day at the booking's own venue time); a drop outside every cell, or on the same day, does nothing.
 */
export function useDropReschedule(timeZone: string): (event: DragEndEvent) => void {
  const { move } = useMoveBooking(timeZone);

  return ({ active, over }) => {
    if (!over) return;
    const booking = active.data.current?.booking as Booking | undefined;
    const id = Number.parseInt(String(active.id), 10);
    if (!booking || Number.isNaN(id)) return;
    move({ ...booking, id }, String(over.id));
  };
}
