/**
 * Moments shown in the venue's time zone (decision 008), not the browser's: an owner travelling
 * abroad still sees when the venue's contract was sent. Without a zone the browser's is used.
 */
function formatter(options: Intl.DateTimeFormatOptions, timeZone: string | null | undefined) {
  return new Intl.DateTimeFormat('en-US', { ...options, timeZone: timeZone ?? undefined });
}

/** 'Nov 23, 2026'. */
export function formatVenueDay(iso: string, timeZone: string | null | undefined): string {
  return formatter({ month: 'short', day: 'numeric', year: 'numeric' }, timeZone).format(new Date(iso));
}

/**
 * '22 November' in the venue's calendar, with the year when it is not this one ('22 November
 * 2025'): when an earlier invitation was sent, in "A new link replaces the one sent on …".
 */
export function formatVenueSentDay(iso: string, timeZone: string | null | undefined, now = new Date()): string {
  const sent = new Date(iso);
  const year = (date: Date) =>
    new Intl.DateTimeFormat('en-GB', { year: 'numeric', timeZone: timeZone ?? undefined }).format(date);
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: year(sent) === year(now) ? undefined : 'numeric',
    timeZone: timeZone ?? undefined,
  }).format(sent);
}

/** 'Nov 23, 2026, 10:30 AM CST': when something happened, with the zone named. */
export function formatVenueDateTime(iso: string, timeZone: string | null | undefined): string {
  return formatter(
    { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
    timeZone,
  ).format(new Date(iso));
}

/** 'Nov 23, 2026, 10:30:02 AM CST': to the second, for an audit trail. */
export function formatVenueTimestamp(iso: string, timeZone: string | null | undefined): string {
  return formatter(
    {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      second: '2-digit',
      timeZoneName: 'short',
    },
    timeZone,
  ).format(new Date(iso));
}

/** Today in the venue's time zone, 'YYYY-MM-DD' (the browser's day when the zone is unknown). */
export function getVenueToday(timeZone: string | null | undefined, now = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone: timeZone ?? undefined,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now);
  } catch {
    return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  }
}
