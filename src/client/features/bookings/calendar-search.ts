import { format, isValid, parse, startOfMonth } from 'date-fns';
import { parseDayKey, toDayKey, type CalendarView } from './calendar-dates.ts';

export interface CalendarPeriod {
  view: CalendarView;
  date: Date;
}

/**
 * Reads the period from the address: `?month=2031-06` opens that month, `?view=week&date=2031-06-14`
 * a week or day. Anything else opens the month of `today`.
 */
export function parseCalendarSearch(search: URLSearchParams, today: Date): CalendarPeriod {
  const view = search.get('view');
  const day = parseDayKey(search.get('date') ?? '');
  if ((view === 'week' || view === 'day') && day) return { view, date: day };

  const monthParam = search.get('month') ?? (view === 'month' && day ? format(day, 'yyyy-MM') : null);
  if (monthParam && /^\d{4}-\d{2}$/.test(monthParam)) {
    const month = parse(monthParam, 'yyyy-MM', new Date(0));
    if (isValid(month)) return { view: 'month', date: startOfMonth(month) };
  }
  return { view: 'month', date: today };
}

/** The address of a period: a month as `month=yyyy-MM`, a week or a day as `view=…&date=yyyy-MM-dd`. */
export function toCalendarSearch({ view, date }: CalendarPeriod): string {
  if (view === 'month') return new URLSearchParams({ month: format(date, 'yyyy-MM') }).toString();
  return new URLSearchParams({ view, date: toDayKey(date) }).toString();
}
