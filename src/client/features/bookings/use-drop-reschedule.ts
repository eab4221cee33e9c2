import type { DragEndEvent } from '@dnd-kit/core';
import type { Booking } from '#shared/bookings/bookings.schemas.ts';
import { toast } from '#client/lib/use-toast.ts';
import { toastApiError } from '#client/lib/toast-api-error.ts';
import { useRescheduleBooking } from './api.ts';
import { formatEventDateLong } from './booking-format.ts';
import { getRescheduledEventDate, isOtherDay } from './calendar-dates.ts';

/**
 * The drag rule of spec §4/§5: a drop on another day cell sends only the new eventDate (that venue
 * day at the booking's own venue time); a drop outside every cell, or on the same day, does nothing.
 */
export function useDropReschedule(timeZone: string): (event: DragEndEvent) => void {
  const reschedule = useRescheduleBooking();

  return ({ active, over }) => {
    if (!over) return;
    const booking = active.data.current?.booking as Booking | undefined;
    const id = Number.parseInt(String(active.id), 10);
    const dayKey = String(over.id);
    if (!booking || Number.isNaN(id) || !isOtherDay(booking.eventDate, dayKey, timeZone)) return;
    const eventDate = getRescheduledEventDate(booking.eventDate, dayKey, timeZone);
    if (!eventDate) return;

    reschedule.mutate(
      { id, eventDate },
      {
        onSuccess: (updated) => {
          toast({
            title: 'Booking rescheduled',
            description: `${updated.coupleNames}'s event moved to ${formatEventDateLong(updated.eventDate, timeZone)}`,
          });
        },
        onError: (error) => {
          toastApiError(error, 'Failed to reschedule booking', 'Error rescheduling booking');
        },
      },
    );
  };
}
