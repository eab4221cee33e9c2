const longDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2031-06-14' → '14 June 2031' (a calendar day, so no time zone shifts it). */
export function formatDayLong(day: string): string {
  return longDay.format(new Date(`${day}T00:00:00Z`));
}

const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' });

/** '2031-06-14' → 'Saturday'. */
export function formatWeekday(day: string): string {
  return weekday.format(new Date(`${day}T00:00:00Z`));
}
