import type {
  Announcements,
  KeyboardCoordinateGetter,
  ScreenReaderInstructions,
  UniqueIdentifier,
} from '@dnd-kit/core';
import { addDays } from 'date-fns';
import type { Booking } from '#shared/bookings/bookings.schemas.ts';
import { formatDayKey, parseDayKey, toDayKey } from './calendar-dates.ts';

const dayOffsets: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/** The day key `offset` days from `key`; keys are calendar dates, so UTC days count them. */
function shiftDayKey(key: string, offset: number): string | null {
  const day = parseDayKey(key, 'UTC');
  return day ? toDayKey(addDays(day, offset), 'UTC') : null;
}

/**
 * Arrow keys move a picked-up card one day left or right, or one week up or down, landing in the
 * middle of that day's cell (dnd-kit's default moves 25 px at a time). Cells are keyed by venue
 * day, so a card not yet over a cell starts from its booking's day in the venue's zone.
 */
export function createDayCellCoordinates(timeZone: string): KeyboardCoordinateGetter {
  return (event, { context }) => {
    const offset = dayOffsets[event.code];
    const { collisionRect, droppableRects, over, active } = context;
    if (offset === undefined || !collisionRect) return undefined;
    event.preventDefault();
    const booking = active?.data.current?.booking as Booking | undefined;
    const fromKey = over ? String(over.id) : booking ? toDayKey(booking.eventDate, timeZone) : null;
    const toKey = fromKey ? shiftDayKey(fromKey, offset) : null;
    const target = toKey ? droppableRects.get(toKey) : undefined;
    if (!target) return undefined;
    return {
      x: target.left + (target.width - collisionRect.width) / 2,
      y: target.top + Math.min(32, Math.max(0, (target.height - collisionRect.height) / 2)),
    };
  };
}

function describeDay(id: UniqueIdentifier): string {
  return formatDayKey(String(id), 'EEEE, MMMM d, yyyy');
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
