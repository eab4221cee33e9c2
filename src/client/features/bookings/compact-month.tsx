import type { Booking } from '#shared/bookings/bookings.schemas.ts';
import { dayClosureLabels, type DayClosure } from '#shared/settings/day-closure.ts';
import { cn } from '#client/lib/utils.ts';
import { getStatusClasses } from './booking-status-colours.ts';
import { chunkWeeks, formatDayKey, getMonthGridDays, toDayKey, weekdayHeaders } from './calendar-dates.ts';
import { formatInZone } from './venue-time.ts';

/** A 46 px cell has room for three dots, or for two and a "+n" count. */
const MAX_DOTS = 3;

export interface CompactMonthProps {
  month: Date;
  timeZone: string;
  today: Date;
  bookingsByDay: Map<string, Booking[]>;
  /** The day whose list was opened last, outlined. */
  selectedKey?: string | null;
  getClosure?: (dayKey: string) => DayClosure | null;
  caption: string;
  onOpenDay: (dayKey: string) => void;
}

/** "Saturday, 14 June 2031, 2 bookings, Blackout date": what a screen reader hears for a day. */
export function getDayCellLabel(dayKey: string, count: number, closure: DayClosure | null): string {
  const bookings = count === 0 ? 'no bookings' : count === 1 ? '1 booking' : `${count} bookings`;
  const parts = [formatDayKey(dayKey, 'EEEE, d MMMM yyyy'), bookings];
  if (closure) parts.push(dayClosureLabels[closure]);
  return parts.join(', ');
}

/**
 * The month on a phone: seven columns that fit the screen, each day a button with its number and
 * a coloured dot per booking (the status colours of the legend). Tapping a day lists its bookings.
 */
export function CompactMonth({
  month,
  timeZone,
  today,
  bookingsByDay,
  selectedKey = null,
  getClosure,
  caption,
  onOpenDay,
}: CompactMonthProps) {
  const monthKey = formatInZone(month, 'yyyy-MM', timeZone);
  const todayKey = toDayKey(today, timeZone);
  const weeks = chunkWeeks(getMonthGridDays(month, timeZone).map((day) => toDayKey(day, timeZone)));
  return (
    <table className="w-full table-fixed border-collapse" data-compact-month="">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {weekdayHeaders.map((day) => (
            <th key={day} scope="col" className="text-muted-foreground pb-1.5 text-[11px] font-semibold uppercase">
              {day}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((key) => (
              <CompactDayCell
                key={key}
                dayKey={key}
                isOutside={!key.startsWith(monthKey)}
                isToday={key === todayKey}
                isSelected={key === selectedKey}
                bookings={bookingsByDay.get(key) ?? []}
                closure={getClosure?.(key) ?? null}
                onOpenDay={onOpenDay}
              />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function CompactDayCell({
  dayKey,
  isOutside,
  isToday,
  isSelected,
  bookings,
  closure,
  onOpenDay,
}: {
  dayKey: string;
  isOutside: boolean;
  isToday: boolean;
  isSelected: boolean;
  bookings: Booking[];
  closure: DayClosure | null;
  onOpenDay: (dayKey: string) => void;
}) {
  const dots = bookings.length > MAX_DOTS ? MAX_DOTS - 1 : bookings.length;
  const extra = bookings.length - dots;
  return (
    <td
      data-compact-day={dayKey}
      className={cn('h-14 border p-0 align-top', (isOutside || closure) && 'bg-muted/60', isToday && 'bg-blue-50')}
    >
      <button
        type="button"
        aria-label={getDayCellLabel(dayKey, bookings.length, closure)}
        aria-current={isToday ? 'date' : undefined}
        aria-haspopup="dialog"
        onClick={() => onOpenDay(dayKey)}
        className={cn(
          'hover:bg-accent/60 focus-visible:ring-ring flex size-full min-h-14 cursor-pointer flex-col items-center gap-1 pt-1 pb-1.5 transition-colors focus-visible:ring-2 focus-visible:outline-none focus-visible:ring-inset',
          isSelected && 'ring-primary ring-2 ring-inset',
        )}
      >
        <span
          className={cn(
            'flex size-7 items-center justify-center rounded-full text-sm',
            isOutside ? 'text-muted-foreground' : 'font-medium',
            closure && !isToday && 'text-muted-foreground line-through',
            isToday && 'bg-blue-600 font-semibold text-white',
          )}
        >
          {formatDayKey(dayKey, 'd')}
        </span>
        {bookings.length > 0 && (
          <span className="flex h-2 items-center gap-0.5" aria-hidden="true">
            {bookings.slice(0, dots).map((booking) => (
              <span key={booking.id} className={cn('size-2 rounded-full', getStatusClasses(booking.status).dot)} />
            ))}
            {extra > 0 && <span className="text-muted-foreground text-[10px] leading-none">+{extra}</span>}
          </span>
        )}
      </button>
    </td>
  );
}
