/** Venue days ('YYYY-MM-DD') as words. A calendar day has no zone, so it is read in UTC. */

const longDay = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const shortDay = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2026-03-14' → 'Saturday, March 14, 2026'. */
export function formatLongDay(dayKey: string): string {
  return longDay.format(new Date(`${dayKey}T00:00:00Z`));
}

/** '2026-03-14' → 'Sat, Mar 14, 2026'. */
export function formatShortDay(dayKey: string): string {
  return shortDay.format(new Date(`${dayKey}T00:00:00Z`));
}

/** '2026-03' → 'March 2026'. */
export function formatMonth(monthKey: string): string {
  return monthYear.format(new Date(`${monthKey}-01T00:00:00Z`));
}

/** 1 → '1 booking', 3 → '3 bookings'. */
export function formatBookingCount(count: number): string {
  return `${count} ${count === 1 ? 'booking' : 'bookings'}`;
}
