/** This month (YYYY-MM) in a time zone: what a venue there calls this month. */
export function getMonthIn(timeZone: string, at: Date = new Date()): string {
  // en-CA writes the date as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(at)
    .slice(0, 7);
}
