import { WEEKDAY_NAMES } from '#shared/calendar/heat-map.ts';
import { MONTH_NAMES } from '#shared/calendar/recommendations.ts';
import { formatDollars } from '#shared/money.ts';

/** The words demand findings and date reasons share, so a badge and a suggestion say it alike. */

/** 'Saturdays in June'. */
export function describeWeekdayInMonth(weekday: number, month: number): string {
  return `${WEEKDAY_NAMES[weekday]!}s in ${MONTH_NAMES[month]!}`;
}

/** 'June 2027' for '2027-06'. */
export function describeMonthKey(monthKey: string): string {
  return `${MONTH_NAMES[Number(monthKey.slice(5, 7)) - 1]!} ${monthKey.slice(0, 4)}`;
}

/** 'Saturday, June 12, 2027' for '2027-06-12'. */
export function describeDay(dayKey: string): string {
  return new Date(`${dayKey}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
}

/** '1 lead', '3 leads'. */
export function countOf(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

export function dollars(amount: number): string {
  return formatDollars(Math.round(amount));
}

export function percentOf(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 100) : 0;
}
