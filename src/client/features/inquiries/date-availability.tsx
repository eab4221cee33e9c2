import { CalendarCheck, CalendarX } from 'lucide-react';
import type { DayAvailabilityAnswer } from '#shared/inquiries/inquiries.schemas.ts';
import { formatLongDay, formatShortDay, formatWeekdayName } from '#shared/i18n/format.ts';
import type { Translator } from '#shared/i18n/translator.ts';
import type { InquiryKey } from '#shared/i18n/surfaces.ts';
import { useT } from './inquiry-i18n.ts';
import { cn } from '#client/lib/utils.ts';
import { useDayAvailability } from './api.ts';

/** What the visitor reads under the date they picked, in their language. */
export function getAvailabilityMessage(
  day: string,
  answer: DayAvailabilityAnswer,
  { t, locale }: Translator<InquiryKey>,
): string {
  if (answer.available) return t('inquiry.date.available');
  switch (answer.reason) {
    case 'booked':
      return t('inquiry.date.booked');
    case 'closed':
      return t('inquiry.date.closed', { weekday: formatWeekdayName(day, locale) });
    case 'blackout':
      return t('inquiry.date.blackout');
    case 'past':
      return t('inquiry.date.past');
    default:
      return t('inquiry.date.unavailable');
  }
}

/** 'YYYY-MM-DD' as the date input gives it; anything else is not a day to ask about. */
function isDayKey(value: unknown): value is string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
}

/** The open days the venue offers instead of a day it cannot take; a press puts one in the date field. */
function Alternatives({ days, onPick }: { days: readonly string[]; onPick: (day: string) => void }) {
  const { t, locale } = useT();
  if (days.length === 0) return null;
  return (
    <div className="mt-2 grid gap-1.5">
      <p className="text-muted-foreground">{t('inquiry.date.nearest', { count: days.length })}</p>
      <ul className="flex flex-wrap gap-2" aria-label={t('inquiry.date.nearestList')}>
        {days.map((day) => (
          <li key={day}>
            <button
              type="button"
              onClick={() => onPick(day)}
              aria-label={t('inquiry.date.choose', { day: formatLongDay(day, locale) })}
              className="focus-visible:ring-ring inline-flex min-h-9 cursor-pointer items-center rounded-full border border-emerald-300 bg-emerald-50 px-3 text-sm font-medium text-emerald-900 hover:bg-emerald-100 focus-visible:ring-2 focus-visible:outline-none"
            >
              {formatShortDay(day, locale)}
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
  const translator = useT();
  const checkedDay = isDayKey(day) ? day : null;
  const { data, isFetching, isError } = useDayAvailability(slug, checkedDay);

  let message: string | null = null;
  let available = false;
  if (checkedDay && data && !isFetching) {
    message = getAvailabilityMessage(checkedDay, data, translator);
    available = data.available;
  } else if (checkedDay && isError && !isFetching) {
    message = translator.t('inquiry.date.checkFailed');
  }

  const Icon = available ? CalendarCheck : CalendarX;
  return (
    <div id={id} aria-live="polite" className="min-h-5 text-sm">
      {checkedDay && isFetching && (
        <span className="text-muted-foreground" aria-hidden="true">
          {translator.t('inquiry.date.checking')}
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
