/**
 * Dates as e-mails, merged contracts and signed PDFs write them: one style, in the venue's time
 * zone, always through Intl so that a locale other than en-US (a Spanish venue) changes every
 * one of them at once (decision 031).
 *
 * - a date: "June 12, 2027" (deadlines, payments, links that expire);
 * - an event's day: "Saturday, June 12, 2027" (couples and venues plan by weekday);
 * - a moment: "June 12, 2027 at 3:04:05 PM PDT" (signatures, where the time is evidence).
 */

/** Every venue writes en-US today; a venue's own locale arrives with translations. */
export const DEFAULT_DATE_LOCALE = 'en-US';

export interface VenueDateContext {
  /** The venue's IANA time zone: a date is the day it falls on at the venue. */
  timeZone: string;
  /** A BCP 47 locale; en-US unless given. */
  locale?: string;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function getFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

function toDate(value: Date | string): Date {
  return typeof value === 'string' ? new Date(value) : value;
}

/** "June 12, 2027": the day an instant falls on at the venue. */
export function formatVenueDate(value: Date | string, context: VenueDateContext): string {
  const { timeZone, locale = DEFAULT_DATE_LOCALE } = context;
  return getFormat(locale, { dateStyle: 'long', timeZone }).format(toDate(value));
}

/** "Saturday, June 12, 2027": an event's day at the venue, with its weekday. */
export function formatEventDay(value: Date | string, context: VenueDateContext): string {
  const { timeZone, locale = DEFAULT_DATE_LOCALE } = context;
  return getFormat(locale, { dateStyle: 'full', timeZone }).format(toDate(value));
}

/**
 * "Saturday, June 12, 2027": a calendar day given as YYYY-MM-DD (a preferred date), which is
 * already the venue's day, so no time zone moves it.
 */
export function formatCalendarEventDay(day: string, locale: string = DEFAULT_DATE_LOCALE): string {
  return getFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** "June 12, 2027 at 3:04:05 PM PDT": a moment at the venue, to the second, with its zone. */
export function formatVenueDateTime(value: Date | string, context: VenueDateContext): string {
  const { timeZone, locale = DEFAULT_DATE_LOCALE } = context;
  return getFormat(locale, { dateStyle: 'long', timeStyle: 'long', timeZone }).format(toDate(value));
}
