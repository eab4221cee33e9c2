import {
  addDays,
  addMonths,
  addWeeks,
  eachDayOfInterval,
  endOfDay,
  endOfMonth,
  endOfWeek,
  format,
  getYear,
  isSameMonth,
  isValid,
  parse,
  startOfDay,
  startOfMonth,
  startOfWeek,
} from 'date-fns';

/** The calendar's views (spec §2; week and day work, see DESIGN.md §1). */
export const calendarViews = ['month', 'week', 'day'] as const;
export type CalendarView = (typeof calendarViews)[number];

export const calendarViewLabels: Record<CalendarView, string> = { month: 'Month', week: 'Week', day: 'Day' };

/** The weekday headers of the grids, Sunday first. */
export const weekdayHeaders = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** A local calendar day as `yyyy-MM-dd`: the drop-target key and the grouping key. */
export function toDayKey(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** `yyyy-MM-dd` → local midnight of that day, or null for anything else. */
export function parseDayKey(key: string): Date | null {
  const date = parse(key, 'yyyy-MM-dd', new Date(0));
  return isValid(date) && toDayKey(date) === key ? date : null;
}

/** The month grid: whole weeks, Sunday to Saturday, padded with days of the adjacent months. */
export function getMonthGridDays(month: Date): Date[] {
  return eachDayOfInterval({ start: startOfWeek(startOfMonth(month)), end: endOfWeek(endOfMonth(month)) });
}

/** The seven days, Sunday to Saturday, of the week holding `date`. */
export function getWeekDays(date: Date): Date[] {
  return eachDayOfInterval({ start: startOfWeek(date), end: endOfWeek(date) });
}

/** The weeks of a month grid, seven days each. */
export function chunkWeeks(days: Date[]): Date[][] {
  const weeks: Date[][] = [];
  for (let index = 0; index < days.length; index += 7) weeks.push(days.slice(index, index + 7));
  return weeks;
}

/**
 * The range of bookings a view reads: the month from its first to its last day (spec §9), the
 * week's seven days, or the day.
 */
export function getViewRange(view: CalendarView, date: Date): { start: Date; end: Date } {
  if (view === 'month') return { start: startOfMonth(date), end: endOfMonth(date) };
  if (view === 'week') return { start: startOfWeek(date), end: endOfWeek(date) };
  return { start: startOfDay(date), end: endOfDay(date) };
}

/** The previous (-1) or next (1) month, week or day. */
export function shiftPeriod(view: CalendarView, date: Date, step: 1 | -1): Date {
  if (view === 'month') return addMonths(startOfMonth(date), step);
  if (view === 'week') return addWeeks(date, step);
  return addDays(date, step);
}

export const periodNavLabels: Record<CalendarView, { previous: string; next: string }> = {
  month: { previous: 'Previous month', next: 'Next month' },
  week: { previous: 'Previous week', next: 'Next week' },
  day: { previous: 'Previous day', next: 'Next day' },
};

/** 'June 2031', 'June 15 – 21, 2031' (or across months and years), 'Saturday, June 14, 2031'. */
export function getPeriodTitle(view: CalendarView, date: Date): string {
  if (view === 'month') return format(date, 'MMMM yyyy');
  if (view === 'day') return format(date, 'EEEE, MMMM d, yyyy');
  const start = startOfWeek(date);
  const end = endOfWeek(date);
  if (getYear(start) !== getYear(end)) return `${format(start, 'MMMM d, yyyy')} – ${format(end, 'MMMM d, yyyy')}`;
  if (!isSameMonth(start, end)) return `${format(start, 'MMMM d')} – ${format(end, 'MMMM d, yyyy')}`;
  return `${format(start, 'MMMM d')} – ${format(end, 'd, yyyy')}`;
}

/**
 * The day a newly chosen view opens on: the selected day if the current period shows it, else
 * today if shown, else the period's own day (a month's first day).
 */
export function getDateForView(
  current: { view: CalendarView; date: Date },
  today: Date,
  selectedDay: Date | null,
): Date {
  const { start, end } = getViewRange(current.view, current.date);
  for (const candidate of [selectedDay, today]) {
    if (candidate && candidate >= start && candidate <= end) return startOfDay(candidate);
  }
  return current.view === 'month' ? startOfMonth(current.date) : current.date;
}

/** Bookings by local day (`yyyy-MM-dd`), each day's in order of time. */
export function groupBookingsByDay<T extends { eventDate: string }>(bookings: readonly T[]): Map<string, T[]> {
  const byDay = new Map<string, T[]>();
  const sorted = [...bookings].sort((a, b) => Date.parse(a.eventDate) - Date.parse(b.eventDate));
  for (const booking of sorted) {
    const key = toDayKey(new Date(booking.eventDate));
    const day = byDay.get(key);
    if (day) day.push(booking);
    else byDay.set(key, [booking]);
  }
  return byDay;
}

/**
 * A drop on another day keeps the booking's local time of day: 19:30 on the 14th dropped on the
 * 21st becomes 19:30 on the 21st (also across a daylight-saving change). Null for a bad key.
 */
export function getRescheduledEventDate(eventDate: string, dayKey: string): string | null {
  const day = parseDayKey(dayKey);
  const original = new Date(eventDate);
  if (!day || Number.isNaN(original.getTime())) return null;
  day.setHours(original.getHours(), original.getMinutes(), original.getSeconds(), original.getMilliseconds());
  return day.toISOString();
}

/** Whether a drop on `dayKey` moves the booking to another day (a drop on its own day does nothing). */
export function isOtherDay(eventDate: string, dayKey: string): boolean {
  return toDayKey(new Date(eventDate)) !== dayKey;
}
