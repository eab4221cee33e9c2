import type { User } from '#shared/auth/auth.schemas.ts';

/**
 * Dates in the portal. An event's day and time are the venue's (decision 008): a client's
 * session carries the zone of one venue, so the bookings of that venue are shown in it and any
 * other venue's in the browser's zone (the API does not send each venue's zone).
 */
export type TimeZone = string | undefined;

export function getVenueTimeZone(
  user: Pick<User, 'venueId' | 'venueTimeZone'> | null,
  venueId: number | undefined,
): TimeZone {
  if (!user || user.venueId === null || user.venueId !== venueId) return undefined;
  return user.venueTimeZone ?? undefined;
}

/** The page's locale (en-US, es-US): every date here is written by Intl in it (docs/decisions/071). */
export type Locale = string;

function format(iso: string, options: Intl.DateTimeFormatOptions, timeZone: TimeZone, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(new Date(iso));
}

/** 'Saturday, June 14, 2031'. */
export function formatEventDay(iso: string, timeZone: TimeZone, locale: Locale = 'en-US'): string {
  return format(iso, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }, timeZone, locale);
}

/** '4:00 PM'. */
export function formatEventTime(iso: string, timeZone: TimeZone, locale: Locale = 'en-US'): string {
  return format(iso, { hour: 'numeric', minute: '2-digit' }, timeZone, locale);
}

/** 'Jun 14, 2031'. */
export function formatShortDay(iso: string, timeZone: TimeZone, locale: Locale = 'en-US'): string {
  return format(iso, { month: 'short', day: 'numeric', year: 'numeric' }, timeZone, locale);
}

/** The month and day of a calendar leaf: { month: 'Jun', day: '14' }. */
export function getDateLeaf(iso: string, timeZone: TimeZone, locale: Locale = 'en-US'): { month: string; day: string } {
  return {
    month: format(iso, { month: 'short' }, timeZone, locale),
    day: format(iso, { day: 'numeric' }, timeZone, locale),
  };
}

/** A venue day (YYYY-MM-DD, as due dates are) as 'Dec 1, 2026', whatever the browser's zone. */
export function formatVenueDayKey(day: string, locale: Locale = 'en-US'): string {
  return format(`${day}T00:00:00.000Z`, { month: 'short', day: 'numeric', year: 'numeric' }, 'UTC', locale);
}

/** Today as YYYY-MM-DD in `timeZone`, to tell an overdue payment. */
export function getTodayKey(now: number, timeZone: TimeZone): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(now),
  );
}
