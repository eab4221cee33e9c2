import { CalendarArrowUp } from 'lucide-react';
import { useId, useState } from 'react';
import type { Booking } from '#shared/bookings/bookings.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { toDayKey } from './calendar-dates.ts';
import { useMoveBooking } from './use-drop-reschedule.ts';

/**
 * Move to date: what a drop on another day does, for touch screens (where the month has no room
 * to drag) and for anyone who cannot drag (WCAG 2.2, 2.5.7 Dragging Movements). Keeps the time.
 */
export function MoveBookingForm({
  booking,
  timeZone,
  onMoved,
}: {
  booking: Booking;
  timeZone: string;
  onMoved: () => void;
}) {
  const id = useId();
  const currentKey = toDayKey(booking.eventDate, timeZone);
  const [dayKey, setDayKey] = useState(currentKey);
  // The booking moved (here, by a drop, or by another person): the field starts from its new day.
  const [shownKey, setShownKey] = useState(currentKey);
  if (shownKey !== currentKey) {
    setShownKey(currentKey);
    setDayKey(currentKey);
  }
  const { move, isPending } = useMoveBooking(timeZone);
  const canMove = /^\d{4}-\d{2}-\d{2}$/.test(dayKey) && dayKey !== currentKey && !isPending;

  return (
    <form
      className="grid gap-2 border-t pt-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (canMove) move(booking, dayKey, { onMoved });
      }}
    >
      <Label htmlFor={id}>Move to date</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          type="date"
          value={dayKey}
          onChange={(event) => setDayKey(event.target.value)}
          className="min-w-0 flex-1"
        />
        <Button type="submit" variant="outline" disabled={!canMove} aria-busy={isPending}>
          <CalendarArrowUp aria-hidden="true" />
          Move
        </Button>
      </div>
    </form>
  );
}
