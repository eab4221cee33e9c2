/**
 * Dates on the dashboard are shown in the venue's time zone (the zone its days are booked in),
 * not the browser's: an owner travelling abroad still sees the event's own day. Without a zone
 * (a user with no venue) the browser's is used.
 */
function formatter(options: Intl.DateTimeFormatOptions, timeZone: string | null | undefined) {
  return new Intl.DateTimeFormat('en-US', { ...options, timeZone: timeZone ?? undefined });
}

/** 'Sat, Jun 14, 2031'. */
export function formatVenueDate(iso: string, timeZone: string | null | undefined): string {
  return formatter({ weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }, timeZone).format(
    new Date(iso),
  );
}

/** 'Sat, Jun 14, 2031' for a calendar day ('2031-06-14'), which no time zone shifts. */
export function formatDay(day: string): string {
  return formatVenueDate(`${day}T12:00:00Z`, 'UTC');
}

/** 'Jun 14', for due dates. */
export function formatVenueShortDate(iso: string, timeZone: string | null | undefined): string {
  return formatter({ month: 'short', day: 'numeric' }, timeZone).format(new Date(iso));
}

/** '2031-06': the calendar's `?month=` for the month the instant falls in at the venue. */
export function getVenueMonth(iso: string, timeZone: string | null | undefined): string {
  const parts = formatter({ year: 'numeric', month: '2-digit' }, timeZone).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}`;
}

/**
 * 'Due Jun 14', or 'Due TBD' when no due date is set (spec §2 Dashboard). A due date is the
 * venue's calendar day ('2031-06-14'), which no time zone shifts.
 */
export function formatDueDate(dueDay: string | null): string {
  return `Due ${dueDay ? formatVenueShortDate(`${dueDay}T12:00:00Z`, 'UTC') : 'TBD'}`;
}
