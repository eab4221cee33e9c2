import { TZDate } from '@date-fns/tz';
import { addMonths, format } from 'date-fns';
import type { SharedCalendarEvent } from '#shared/calendar/calendar-share.schemas.ts';
import { formatDayInMonth, formatMonthYear, formatTime } from '#shared/i18n/format.ts';

const MONTH_PATTERN = /^(19|[2-9]\d)\d{2}-(0[1-9]|1[0-2])$/;

/** The month of `?month=YYYY-MM`, or this month (by the browser's clock) when it is missing or malformed. */
export function getSharedMonth(value: string | null, now: Date = new Date()): string {
  return value && MONTH_PATTERN.test(value) ? value : format(now, 'yyyy-MM');
}

/** '2031-06' and 1 → '2031-07'; '2031-01' and -1 → '2030-12'. */
export function shiftMonth(month: string, step: 1 | -1): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return format(addMonths(new Date(year ?? 1970, (monthNumber ?? 1) - 1, 1), step), 'yyyy-MM');
}

/**
 * 'Central Time' (en-US), 'hora central' (es-US): the venue's time zone by the name its locale
 * gives it in `month` (a zone without a generic name, such as Mexico City's, names its standard or
 * daylight time). A zone the locale has no name for (Intl writes 'GMT-03:00') keeps its IANA name.
 * Here and not in #shared/i18n/format.ts: that chunk is on the signing page's first visit.
 */
export function formatTimeZoneName(timeZone: string, month: string, locale: string): string {
  const name = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'longGeneric' })
    .formatToParts(new Date(`${month}-01T12:00:00Z`))
    .find((part) => part.type === 'timeZoneName')?.value;
  return name && !name.startsWith('GMT') ? name : timeZone.replaceAll('_', ' ');
}

/** '2031-06' → 'June 2031' (en-US), 'junio de 2031' (es-US). */
export function formatMonthTitle(month: string, locale: string): string {
  return formatMonthYear(month, locale);
}

export interface SharedDay {
  /** YYYY-MM-DD in the venue's zone. */
  key: string;
  /** 'Saturday, June 21' (en-US), 'sábado, 21 de junio' (es-US) */
  title: string;
  events: SharedCalendarEvent[];
}

/** The events by day in the venue's zone, days and events in time order; days without events are left out. */
export function groupEventsByDay(
  events: readonly SharedCalendarEvent[],
  timeZone: string,
  locale: string,
): SharedDay[] {
  const days = new Map<string, SharedDay>();
  const sorted = [...events].sort((a, b) => Date.parse(a.eventDate) - Date.parse(b.eventDate));
  for (const event of sorted) {
    const local = new TZDate(event.eventDate, timeZone);
    const key = format(local, 'yyyy-MM-dd');
    let day = days.get(key);
    if (!day) {
      day = { key, title: formatDayInMonth(key, locale), events: [] };
      days.set(key, day);
    }
    day.events.push(event);
  }
  return [...days.values()];
}

/** '7:30 PM' (en-US), '7:30 p.m.' (es-US) on the venue's clock. */
export function formatEventTime(eventDate: string, timeZone: string, locale: string): string {
  return formatTime(eventDate, locale, timeZone);
}
