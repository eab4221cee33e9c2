import type { Booking } from '#shared/bookings/bookings.schemas.ts';
import { getBookingStatusLabel } from '#shared/bookings/booking-status.ts';
import { dayClosureLabels, type DayClosure } from '#shared/settings/day-closure.ts';
import { cn } from '#client/lib/utils.ts';
import { getStatusClasses } from './booking-status-colours.ts';
import { chunkWeeks, formatDayKey, getMonthGridDays, parseDayKey, toDayKey, weekdayHeaders } from './calendar-dates.ts';
import { CompactCalendar } from './compact-calendar.tsx';
import { useIsNarrowerThan } from './use-fits-width.ts';
import { formatInZone } from './venue-time.ts';

/** The full grid's least width; below it the phone month takes its place. */
const FULL_GRID_MIN_WIDTH = 640;

interface MonthGridProps {
  month: Date;
  /** The venue's zone: the grid's days are its days. */
  timeZone: string;
  today: Date;
  selectedDay: Date | null;
  bookingsByDay: Map<string, Booking[]>;
  onSelectDay: (day: Date) => void;
  onOpenBooking: (booking: Booking) => void;
  /** Blackout dates and closed weekdays, marked so nobody tries to book them. */
  getClosure?: (dayKey: string) => DayClosure | null;
  /** Days whose slots are all held (useFullDays): the phone's day list says so. */
  isDayFull?: (dayKey: string) => boolean;
}

/**
 * The month view (spec §2): Sun..Sat, padded with the adjacent months' days. A day's number
 * opens New Booking on that day; the day's first booking shows as a coloured bar. Where the grid
 * does not fit (a phone), compact days with status dots open a list of the day's bookings.
 */
export function MonthGrid(props: MonthGridProps) {
  const [ref, isNarrow] = useIsNarrowerThan<HTMLDivElement>(FULL_GRID_MIN_WIDTH);
  const { month, timeZone, today, bookingsByDay, getClosure, isDayFull, onSelectDay, onOpenBooking } = props;
  return (
    <div ref={ref}>
      {isNarrow ? (
        <CompactCalendar
          month={month}
          timeZone={timeZone}
          today={today}
          bookingsByDay={bookingsByDay}
          getClosure={getClosure}
          isDayFull={isDayFull}
          caption={`Bookings in ${formatInZone(month, 'MMMM yyyy', timeZone)}`}
          onOpenBooking={onOpenBooking}
          onNewBooking={(key) => {
            const day = parseDayKey(key, timeZone);
            if (day) onSelectDay(day);
          }}
        />
      ) : (
        <FullMonthGrid {...props} />
      )}
    </div>
  );
}

function FullMonthGrid({
  month,
  timeZone,
  today,
  selectedDay,
  bookingsByDay,
  onSelectDay,
  onOpenBooking,
  getClosure,
}: MonthGridProps) {
  const monthKey = formatInZone(month, 'yyyy-MM', timeZone);
  const weeks = chunkWeeks(getMonthGridDays(month, timeZone).map((day) => ({ day, key: toDayKey(day, timeZone) })));
  const todayKey = toDayKey(today, timeZone);
  const selectedKey = selectedDay ? toDayKey(selectedDay, timeZone) : null;
  // Relative, so the hidden (sr-only) texts inside scroll with it instead of widening the page.
  return (
    <div className="relative -mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <table className="w-full min-w-[640px] table-fixed border-collapse">
        <caption className="sr-only">Bookings in {formatInZone(month, 'MMMM yyyy', timeZone)}</caption>
        <thead>
          <tr>
            {weekdayHeaders.map((day) => (
              <th
                key={day}
                scope="col"
                className="text-muted-foreground pb-2 text-xs font-semibold tracking-wide uppercase"
              >
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]?.key}>
              {week.map(({ day, key }) => (
                <MonthDayCell
                  key={key}
                  day={day}
                  dayKey={key}
                  isOutside={!key.startsWith(monthKey)}
                  isToday={key === todayKey}
                  isSelected={key === selectedKey}
                  bookings={bookingsByDay.get(key) ?? []}
                  closure={getClosure?.(key) ?? null}
                  onSelectDay={onSelectDay}
                  onOpenBooking={onOpenBooking}
                />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function MonthDayCell({
  day,
  dayKey,
  isOutside,
  isToday,
  isSelected,
  bookings,
  closure,
  onSelectDay,
  onOpenBooking,
}: {
  day: Date;
  dayKey: string;
  isOutside: boolean;
  isToday: boolean;
  isSelected: boolean;
  bookings: Booking[];
  closure: DayClosure | null;
  onSelectDay: (day: Date) => void;
  onOpenBooking: (booking: Booking) => void;
}) {
  const [first] = bookings;
  const more = bookings.length - 1;
  return (
    <td
      data-day={dayKey}
      className={cn(
        'h-28 border p-1.5 align-top',
        (isOutside || closure) && 'bg-muted/60',
        isToday && 'bg-blue-50',
        isSelected && 'ring-primary ring-2 ring-inset',
      )}
    >
      <button
        type="button"
        aria-label={`New booking on ${formatDayKey(dayKey, 'EEEE, MMMM d, yyyy')}`}
        aria-current={isToday ? 'date' : undefined}
        onClick={() => onSelectDay(day)}
        className={cn(
          'hover:bg-accent focus-visible:ring-ring flex size-7 cursor-pointer items-center justify-center rounded-full text-sm transition-colors focus-visible:ring-2 focus-visible:outline-none',
          isOutside ? 'text-muted-foreground' : 'font-medium',
          isToday && 'bg-blue-600 font-semibold text-white hover:bg-blue-700',
        )}
      >
        {formatDayKey(dayKey, 'd')}
      </button>
      {closure && <p className="text-muted-foreground mt-1 px-1 text-xs">{dayClosureLabels[closure]}</p>}
      {first && (
        <button
          type="button"
          onClick={() => onOpenBooking(first)}
          className={cn(
            'mt-1 block w-full cursor-pointer rounded-md border-l-4 px-1.5 py-1 text-left text-xs transition-shadow hover:shadow-sm',
            'focus-visible:ring-ring focus-visible:ring-2 focus-visible:outline-none',
            getStatusClasses(first.status).bar,
          )}
        >
          <span className="block truncate font-semibold">{first.coupleNames}</span>
          <span className="sr-only">, </span>
          <span className="block truncate">{getBookingStatusLabel(first.status)}</span>
        </button>
      )}
      {more > 0 && <p className="text-muted-foreground mt-1 px-1 text-xs">+{more} more</p>}
    </td>
  );
}
