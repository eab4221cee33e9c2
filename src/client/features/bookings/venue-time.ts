import { TZDate, tz } from '@date-fns/tz';
import { format } from 'date-fns';

/**
 * The calendar counts days and shows times in the venue's IANA time zone, as the server books
 * them (decision 008), not in the zone of whichever browser is looking. Every function here takes
 * the zone as an argument: nothing reads or sets a module-level zone.
 */

/** The browser's own zone: the fallback for a user without a venue. */
export function getBrowserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Whether this browser knows `timeZone` (an old browser may lack a new zone name). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** Whether `timeZone` is the browser's own zone (aliases such as Asia/Calcutta and Asia/Kolkata match). */
export function isBrowserTimeZone(timeZone: string): boolean {
  if (!isKnownTimeZone(timeZone)) return false;
  return new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone === getBrowserTimeZone();
}

/** The venue's zone when there is one the browser knows, else the browser's own. */
export function resolveCalendarTimeZone(venueTimeZone: string | null | undefined): string {
  return venueTimeZone && isKnownTimeZone(venueTimeZone) ? venueTimeZone : getBrowserTimeZone();
}

/** The same instant, read in `timeZone` (its getters and date-fns see that zone's wall time). */
export function inZone(date: Date | string | number, timeZone: string): TZDate {
  return new TZDate(new Date(date).getTime(), timeZone);
}

/** `format` in `timeZone`, whatever zone the given date carries. */
export function formatInZone(date: Date | string | number, pattern: string, timeZone: string): string {
  return format(date, pattern, { in: tz(timeZone) });
}

/**
 * An instant as UTC ISO (`…Z`). A TZDate's own toISOString (and so JSON) carries the zone's
 * offset instead, which would make the same range two different query keys.
 */
export function toUtcIso(date: Date): string {
  return new Date(date.getTime()).toISOString();
}

/** An instant → the value of a `datetime-local` input showing the venue's wall time. */
export function toDateTimeLocalValue(date: Date | string, timeZone: string): string {
  return formatInZone(date, "yyyy-MM-dd'T'HH:mm", timeZone);
}

const wallTimePattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/;
const explicitOffset = /(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * A `datetime-local` value (wall time, no offset) read as the venue's wall time → the UTC ISO
 * instant the server expects; null when it is not a real date and time. A value that already
 * names its offset is an instant and is kept. A wall time skipped by a daylight-saving change
 * (02:30 on a spring-forward night) moves forward by the skipped hour, as the venue's clocks do.
 */
export function fromDateTimeLocalValue(value: string, timeZone: string): string | null {
  const text = value.trim();
  const match = wallTimePattern.exec(text);
  if (!match) {
    const instant = explicitOffset.test(text) ? new Date(text) : null;
    return instant && !Number.isNaN(instant.getTime()) ? instant.toISOString() : null;
  }
  const [year, month, day, hours, minutes, seconds] = match.slice(1, 7).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const millis = Number((match[7] ?? '0').padEnd(3, '0'));
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  const date = new TZDate(year, month - 1, day, hours, minutes, seconds, millis, timeZone);
  // Date would roll 30 February over to 2 March; that is not a day the user chose.
  const isRealDay = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return isRealDay ? toUtcIso(date) : null;
}
