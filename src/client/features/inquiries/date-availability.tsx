import { CalendarCheck, CalendarX } from 'lucide-react';
import type { DayAvailabilityAnswer } from '#shared/inquiries/inquiries.schemas.ts';
import { formatWeekday } from '#shared/bookings/booking-dates.ts';
import { formatCalendarEventDay } from '#shared/dates/format-dates.ts';
import { cn } from '#client/lib/utils.ts';
import { useDayAvailability } from './api.ts';

/** What the visitor reads under the date they picked. */
export function getAvailabilityMessage(day: string, answer: DayAvailabilityAnswer): string {
  if (answer.available) return 'This date is available';
  switch (answer.reason) {
    case 'booked':
      return 'This date is booked — tell us another';
    case 'closed':
      return `The venue is closed on ${formatWeekday(day)}s — tell us another`;
    case 'blackout':
      return 'The venue is not taking events on this date — tell us another';
    case 'past':
      return 'This date has passed — tell us another';
    default:
      return 'This date is not available — tell us another';
  }
}

/** 'YYYY-MM-DD' as the date input gives it; anything else is not a day to ask about. */
function isDayKey(value: unknown): value is string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
}

const shortDay = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The open days the venue offers instead of a day it cannot take; a press puts one in the date field. */
function Alternatives({ days, onPick }: { days: readonly string[]; onPick: (day: string) => void }) {
  if (days.length === 0) return null;
  return (
    <div className="mt-2 grid gap-1.5">
      <p className="text-muted-foreground">{days.length === 1 ? 'Nearest open date:' : 'Nearest open dates:'}</p>
      <ul className="flex flex-wrap gap-2" aria-label="Nearest open dates">
        {days.map((day) => (
          <li key={day}>
            <button
              type="button"
              onClick={() => onPick(day)}
              aria-label={`Choose ${formatCalendarEventDay(day)}`}
              className="focus-visible:ring-ring inline-flex min-h-9 cursor-pointer items-center rounded-full border border-emerald-300 bg-emerald-50 px-3 text-sm font-medium text-emerald-900 hover:bg-emerald-100 focus-visible:ring-2 focus-visible:outline-none"
            >
              {shortDay.format(new Date(`${day}T00:00:00Z`))}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The venue's answer for the day picked, in a polite live region so a screen reader says it
 * when it arrives without interrupting; a day it cannot take comes with the nearest open days,
 * which `onPickDay` puts in the date field. A failed check says nothing is known: the venue
 * still gets the inquiry and answers about the date itself.
 */
export function DateAvailability({
  id,
  slug,
  day,
  onPickDay,
}: {
  id: string;
  slug: string;
  day: unknown;
  onPickDay: (day: string) => void;
}) {
  const checkedDay = isDayKey(day) ? day : null;
  const { data, isFetching, isError } = useDayAvailability(slug, checkedDay);

  let message: string | null = null;
  let available = false;
  if (checkedDay && data && !isFetching) {
    message = getAvailabilityMessage(checkedDay, data);
    available = data.available;
  } else if (checkedDay && isError && !isFetching) {
    message = 'We could not check this date just now; the venue will confirm it when they reply.';
  }

  const Icon = available ? CalendarCheck : CalendarX;
  return (
    <div id={id} aria-live="polite" className="min-h-5 text-sm">
      {checkedDay && isFetching && (
        <span className="text-muted-foreground" aria-hidden="true">
          Checking this date…
        </span>
      )}
      {message && (
        <p
          className={cn(
            'flex items-start gap-1.5 font-medium',
            // Green and amber whatever the venue's colours: a visitor reads them as yes and no.
            available ? 'text-emerald-700' : isError ? 'text-muted-foreground' : 'text-amber-800',
          )}
        >
          {!isError && <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />}
          {message}
        </p>
      )}
      {message && !available && data?.alternatives && <Alternatives days={data.alternatives} onPick={onPickDay} />}
    </div>
  );
}
