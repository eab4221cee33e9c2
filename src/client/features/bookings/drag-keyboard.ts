import type {
  Announcements,
  KeyboardCoordinateGetter,
  ScreenReaderInstructions,
  UniqueIdentifier,
} from '@dnd-kit/core';
import { addDays, format } from 'date-fns';
import type { Booking } from '#shared/bookings/bookings.schemas.ts';
import { parseDayKey, toDayKey } from './calendar-dates.ts';

const dayOffsets: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * Arrow keys move a picked-up card one day left or right, or one week up or down, landing in the
 * middle of that day's cell (dnd-kit's default moves 25 px at a time).
 */
export const dayCellCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const offset = dayOffsets[event.code];
  const { collisionRect, droppableRects, over, active } = context;
  if (offset === undefined || !collisionRect) return undefined;
  event.preventDefault();
  const booking = active?.data.current?.booking as Booking | undefined;
  const fromKey = over ? String(over.id) : booking ? toDayKey(new Date(booking.eventDate)) : null;
  const from = fromKey ? parseDayKey(fromKey) : null;
  const target = from ? droppableRects.get(toDayKey(addDays(from, offset))) : undefined;
  if (!target) return undefined;
  return {
    x: target.left + (target.width - collisionRect.width) / 2,
    y: target.top + Math.min(32, Math.max(0, (target.height - collisionRect.height) / 2)),
  };
};

function describeDay(id: UniqueIdentifier): string {
  const day = parseDayKey(String(id));
  return day ? format(day, 'EEEE, MMMM d, yyyy') : String(id);
}

function describeBooking(active: { data: { current?: Record<string, unknown> } }): string {
  const booking = active.data.current?.booking as Booking | undefined;
  return booking ? `the booking of ${booking.coupleNames}` : 'the booking';
}

export const screenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    'Press Enter to open this booking. To move it to another day, press Space, use the arrow keys to choose the day, then press Space again, or Escape to cancel.',
};

/** What screen readers hear while a card moves (dnd-kit's live region). */
export const dragAnnouncements: Announcements = {
  onDragStart: ({ active }) => `Picked up ${describeBooking(active)}.`,
  onDragOver: ({ active, over }) =>
    over
      ? `${describeBooking(active)} is over ${describeDay(over.id)}.`
      : `${describeBooking(active)} is not over a day.`,
  onDragEnd: ({ active, over }) =>
    over
      ? `${describeBooking(active)} was dropped on ${describeDay(over.id)}.`
      : `${describeBooking(active)} was dropped outside the calendar; nothing changed.`,
  onDragCancel: ({ active }) => `Moving ${describeBooking(active)} was cancelled; nothing changed.`,
};
