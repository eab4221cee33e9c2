const DAY_MS = 24 * 60 * 60 * 1000;

function dayFormatter(timeZone: string) {
  // en-CA writes a day as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone });
}

/** The calendar day an instant falls on in `timeZone`, as YYYY-MM-DD. */
export function toVenueDay(instant: Date | string, timeZone: string): string {
  return dayFormatter(timeZone).format(new Date(instant));
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * How many of the venue's days a lead has waited since it arrived (yesterday evening → 1 this
 * morning), or null while it is less than a day old: only leads waiting longer stand out.
 */
export function getDaysSinceInquiry(createdAt: string, now: Date, timeZone: string): number | null {
  if (now.getTime() - Date.parse(createdAt) < DAY_MS) return null;
  return Math.max(1, daysBetween(toVenueDay(createdAt, timeZone), toVenueDay(now, timeZone)));
}

export function formatDaysSinceInquiry(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'} since inquiry`;
}

const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** '2031-09-20' → 'Sep 20, 2031' (a calendar day: no time zone shifts it). */
export function formatCalendarDay(day: string): string {
  return shortDay.format(new Date(`${day}T12:00:00Z`));
}

/** An instant → 'Sat, Sep 20, 2031' on the venue's calendar. */
export function formatVenueDate(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone,
  }).format(new Date(instant));
}

/** The calendar page's `?month=` (YYYY-MM) for the month an instant falls in at the venue. */
export function getCalendarMonthHref(instant: string, timeZone: string): string {
  return `/calendar?month=${toVenueDay(instant, timeZone).slice(0, 7)}`;
}

/** '150 guests', '1 guest'. */
export function formatGuests(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'guest' : 'guests'}`;
}
