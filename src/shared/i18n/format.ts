/**
 * Dates, times and money in a couple's locale, always through Intl (never built by hand), so
 * "sábado, 14 de marzo de 2026" and "$1,500.00" come out as the locale writes them. Formats are
 * made once per locale and option set; calendar days (YYYY-MM-DD) are read as the venue's day,
 * instants in the venue's time zone.
 */
const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function memo<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let format = formats.get(key) as T | undefined;
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return memo(`d|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}

/** A YYYY-MM-DD day at midnight UTC, formatted in UTC, so no time zone moves it to another day. */
function dayAsDate(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** "sábado, 14 de marzo de 2026" / "Saturday, March 14, 2026": a calendar day with its weekday. */
export function formatLongDay(day: string, locale: string): string {
  return dateFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(dayAsDate(day));
}

/** "sáb, 14 mar 2026" / "Sat, Mar 14, 2026": a calendar day where space is short (a button). */
export function formatShortDay(day: string, locale: string): string {
  return dateFormat(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(dayAsDate(day));
}

/** "sábado" / "Saturday": the weekday of a calendar day. */
export function formatWeekdayName(day: string, locale: string): string {
  return dateFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(dayAsDate(day));
}

/** "sábado, 21 de junio" / "Saturday, June 21": a calendar day with its weekday, in a month already named. */
export function formatDayInMonth(day: string, locale: string): string {
  return dateFormat(locale, { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(dayAsDate(day));
}

/** "junio de 2031" / "June 2031": a month (YYYY-MM) with its year. */
export function formatMonthYear(month: string, locale: string): string {
  return dateFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(dayAsDate(`${month}-01`));
}

/** "6:30 p.m." / "6:30 PM": the time of an instant at the venue. */
export function formatTime(value: Date | string, locale: string, timeZone: string): string {
  return dateFormat(locale, { timeStyle: 'short', timeZone }).format(
    typeof value === 'string' ? new Date(value) : value,
  );
}

/** "$1,500.00" (en-US, es-US) / "USD 1,500.00" (es-MX): an amount in dollars, to the cent. */
export function formatMoney(amount: string | number, locale: string, currency = 'USD'): string {
  const value = typeof amount === 'number' ? amount : Number(amount);
  const format = memo(`n|${locale}|${currency}`, () => new Intl.NumberFormat(locale, { style: 'currency', currency }));
  return format.format(Number.isFinite(value) ? value : 0);
}

/** "Ana y Luis" / "Ana and Luis", "a, b y c": a list as the locale joins it. */
export function formatList(items: readonly string[], locale: string): string {
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(items);
}

/**
 * "November 23, 2026 at 4:36 PM EST" / "23 de noviembre de 2026, 4:36 p.m. EST": an instant with
 * its time zone's name, in `timeZone` or, without one, the reader's own.
 */
export function formatDateTimeWithZone(value: Date | string, locale: string, timeZone?: string): string {
  return dateFormat(locale, {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(typeof value === 'string' ? new Date(value) : value);
}
