import { parseDayKey, toDayKey, type CalendarView } from './calendar-dates.ts';
import { formatInZone } from './venue-time.ts';

export interface CalendarPeriod {
  view: CalendarView;
  date: Date;
}

/**
 * Reads the period from the address: `?month=2031-06` opens that month, `?view=week&date=2031-06-14`
 * a week or day, as venue days in `timeZone`. Anything else opens the month of `today`.
 */
export function parseCalendarSearch(search: URLSearchParams, today: Date, timeZone: string): CalendarPeriod {
  const view = search.get('view');
  const day = parseDayKey(search.get('date') ?? '', timeZone);
  if ((view === 'week' || view === 'day') && day) return { view, date: day };

  const monthParam = search.get('month') ?? (view === 'month' && day ? formatInZone(day, 'yyyy-MM', timeZone) : null);
  const month = monthParam && /^\d{4}-\d{2}$/.test(monthParam) ? parseDayKey(`${monthParam}-01`, timeZone) : null;
  if (month) return { view: 'month', date: month };
  return { view: 'month', date: today };
}

/** The address of a period: a month as `month=yyyy-MM`, a week or a day as `view=…&date=yyyy-MM-dd`. */
export function toCalendarSearch({ view, date }: CalendarPeriod, timeZone: string): string {
  if (view === 'month') return new URLSearchParams({ month: formatInZone(date, 'yyyy-MM', timeZone) }).toString();
  return new URLSearchParams({ view, date: toDayKey(date, timeZone) }).toString();
}
