import { TZDate, tz } from '@date-fns/tz';
import {
  addDays,
  addMonths,
  addWeeks,
  eachDayOfInterval,
  endOfDay,
  endOfMonth,
  endOfWeek,
  getYear,
  isSameMonth,
  startOfDay,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { formatInZone, inZone } from './venue-time.ts';

/**
 * The calendar's days are the venue's days (decision 008): each function takes the venue's IANA zone
 * and gives TZDate values in it, whatever zone the browser is in.
 */

/** The calendar's views (spec §2; week and day work, see docs/architecture.md). */
export const calendarViews = ['month', 'week', 'day'] as const;
export type CalendarView = (typeof calendarViews)[number];

export const calendarViewLabels: Record<CalendarView, string> = { month: 'Month', week: 'Week', day: 'Day' };

/** The weekday headers of the grids, Sunday first. */
export const weekdayHeaders = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** Today in the venue's zone, from its first instant (its midnight). */
export function getToday(timeZone: string, now: Date | number = Date.now()): TZDate {
  return startOfDay(inZone(now, timeZone));
}

/** The venue day of an instant as `yyyy-MM-dd`: the drop-target key and the grouping key. */
export function toDayKey(date: Date | string, timeZone: string): string {
  return formatInZone(date, 'yyyy-MM-dd', timeZone);
}

const dayKeyPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `yyyy-MM-dd` → the first instant of that venue day, or null for anything else. */
export function parseDayKey(key: string, timeZone: string): TZDate | null {
  const match = dayKeyPattern.exec(key);
  if (!match) return null;
  const date = new TZDate(Number(match[1]), Number(match[2]) - 1, Number(match[3]), timeZone);
  // 30 February rolls over to March; a zone the browser does not know gives an invalid date.
  return !Number.isNaN(date.getTime()) && toDayKey(date, timeZone) === key ? date : null;
}

/**
 * A day key written out ('EEEE, MMMM d, yyyy' → 'Saturday, June 14, 2031'). A calendar day has the
 * same name in every zone, so no zone is needed; an unreadable key is returned as it is.
 */
export function formatDayKey(key: string, pattern: string): string {
  const day = parseDayKey(key, 'UTC');
  return day ? formatInZone(day, pattern, 'UTC') : key;
}

/** The month grid: whole weeks, Sunday to Saturday, padded with days of the adjacent months. */
export function getMonthGridDays(month: Date, timeZone: string): TZDate[] {
  const options = { in: tz(timeZone) };
  const start = startOfWeek(startOfMonth(month, options), options);
  return eachDayOfInterval({ start, end: endOfWeek(endOfMonth(month, options), options) }, options);
}

/** The seven days, Sunday to Saturday, of the week holding `date`. */
export function getWeekDays(date: Date, timeZone: string): TZDate[] {
  const options = { in: tz(timeZone) };
  return eachDayOfInterval({ start: startOfWeek(date, options), end: endOfWeek(date, options) }, options);
}

/** The weeks of a month grid, seven days each. */
export function chunkWeeks<T>(days: T[]): T[][] {
  const weeks: T[][] = [];
  for (let index = 0; index < days.length; index += 7) weeks.push(days.slice(index, index + 7));
  return weeks;
}

/**
 * The range of bookings a view reads, from the venue's midnight to the end of its last day: the
 * month from its first to its last day (spec §9), the week's seven days, or the day.
 */
export function getViewRange(view: CalendarView, date: Date, timeZone: string): { start: TZDate; end: TZDate } {
  const options = { in: tz(timeZone) };
  if (view === 'month') return { start: startOfMonth(date, options), end: endOfMonth(date, options) };
  if (view === 'week') return { start: startOfWeek(date, options), end: endOfWeek(date, options) };
  return { start: startOfDay(date, options), end: endOfDay(date, options) };
}

/** The previous (-1) or next (1) month, week or day. */
export function shiftPeriod(view: CalendarView, date: Date, step: 1 | -1, timeZone: string): TZDate {
  const options = { in: tz(timeZone) };
  if (view === 'month') return addMonths(startOfMonth(date, options), step, options);
  if (view === 'week') return addWeeks(date, step, options);
  return addDays(date, step, options);
}

export const periodNavLabels: Record<CalendarView, { previous: string; next: string }> = {
  month: { previous: 'Previous month', next: 'Next month' },
  week: { previous: 'Previous week', next: 'Next week' },
  day: { previous: 'Previous day', next: 'Next day' },
};

/** 'June 2031', 'June 15 – 21, 2031' (or across months and years), 'Saturday, June 14, 2031'. */
export function getPeriodTitle(view: CalendarView, date: Date, timeZone: string): string {
  const show = (day: Date, pattern: string) => formatInZone(day, pattern, timeZone);
  if (view === 'month') return show(date, 'MMMM yyyy');
  if (view === 'day') return show(date, 'EEEE, MMMM d, yyyy');
  const options = { in: tz(timeZone) };
  const start = startOfWeek(date, options);
  const end = endOfWeek(date, options);
  if (getYear(start) !== getYear(end)) return `${show(start, 'MMMM d, yyyy')} – ${show(end, 'MMMM d, yyyy')}`;
  if (!isSameMonth(start, end, options)) return `${show(start, 'MMMM d')} – ${show(end, 'MMMM d, yyyy')}`;
  return `${show(start, 'MMMM d')} – ${show(end, 'd, yyyy')}`;
}

/**
 * The day a newly chosen view opens on: the selected day if the current period shows it, else
 * today if shown, else the period's own day (a month's first day).
 */
export function getDateForView(
  current: { view: CalendarView; date: Date },
  today: Date,
  selectedDay: Date | null,
  timeZone: string,
): TZDate {
  const options = { in: tz(timeZone) };
  const { start, end } = getViewRange(current.view, current.date, timeZone);
  for (const candidate of [selectedDay, today]) {
    if (candidate && candidate >= start && candidate <= end) return startOfDay(candidate, options);
  }
  return current.view === 'month' ? startOfMonth(current.date, options) : inZone(current.date, timeZone);
}

/** Bookings by venue day (`yyyy-MM-dd`), each day's in order of time. */
export function groupBookingsByDay<T extends { eventDate: string }>(
  bookings: readonly T[],
  timeZone: string,
): Map<string, T[]> {
  const byDay = new Map<string, T[]>();
  const sorted = [...bookings].sort((a, b) => Date.parse(a.eventDate) - Date.parse(b.eventDate));
  for (const booking of sorted) {
    const key = toDayKey(booking.eventDate, timeZone);
    const day = byDay.get(key);
    if (day) day.push(booking);
    else byDay.set(key, [booking]);
  }
  return byDay;
}

/**
 * A drop on another day keeps the booking's venue time of day: 19:30 on the 14th dropped on the
 * 21st becomes 19:30 on the 21st at the venue (also across a daylight-saving change there),
 * whatever the browser's zone. Gives the UTC ISO instant, or null for a bad key or date.
 */
export function getRescheduledEventDate(eventDate: string, dayKey: string, timeZone: string): string | null {
  const day = parseDayKey(dayKey, timeZone);
  const original = inZone(eventDate, timeZone);
  if (!day || Number.isNaN(original.getTime())) return null;
  const moved = new TZDate(
    day.getFullYear(),
    day.getMonth(),
    day.getDate(),
    original.getHours(),
    original.getMinutes(),
    original.getSeconds(),
    original.getMilliseconds(),
    timeZone,
  );
  return new Date(moved.getTime()).toISOString();
}

/** Whether a drop on `dayKey` moves the booking to another venue day (its own day does nothing). */
export function isOtherDay(eventDate: string, dayKey: string, timeZone: string): boolean {
  return toDayKey(eventDate, timeZone) !== dayKey;
}
