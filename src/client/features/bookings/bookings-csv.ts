import { getBookingStatusLabel } from '#shared/bookings/booking-status.ts';
import type { Booking } from '#shared/bookings/bookings.schemas.ts';
import { formatInZone } from './venue-time.ts';

type CsvValue = string | number | null | undefined;

/** Shown for a missing value (spec §5: every value is quoted, missing ones are N/A). */
export const CSV_MISSING = 'N/A';

const formulaStart = /^[=+\-@\t\r]/;

/**
 * A cell a spreadsheet would run as a formula (= + - @, tab, carriage return) gets a leading
 * single quote, so it is shown as text (OWASP "CSV Injection").
 */
export function neutraliseCsvValue(value: string): string {
  return formulaStart.test(value) ? `'${value}` : value;
}

/** One quoted cell: missing → N/A, formulas neutralised, quotes doubled (RFC 4180). */
export function toCsvCell(value: CsvValue): string {
  const text = value === null || value === undefined || value === '' ? CSV_MISSING : String(value);
  return `"${neutraliseCsvValue(text).replaceAll('"', '""')}"`;
}

export function toCsvRow(values: readonly CsvValue[]): string {
  return values.map(toCsvCell).join(',');
}

/** The columns; dates are venue wall time, as the calendar shows them. */
const columns: readonly [string, (booking: Booking, timeZone: string) => CsvValue][] = [
  ['Booking ID', (b) => b.id],
  ['Couple Names', (b) => b.coupleNames],
  ['Event Date', (b, timeZone) => formatInZone(b.eventDate, 'yyyy-MM-dd HH:mm', timeZone)],
  ['Event Type', (b) => b.eventType],
  ['Status', (b) => getBookingStatusLabel(b.status)],
  ['Guest Count', (b) => b.guestCount],
  ['Email', (b) => b.email],
  ['Phone', (b) => b.phone],
  ['Total Amount', (b) => b.totalAmount],
  ['Notes', (b) => b.notes],
];

export const bookingsCsvHeader = columns.map(([name]) => name);

/** The bookings as CSV: a header row, then one row per booking, lines ending in CRLF. */
export function buildBookingsCsv(bookings: readonly Booking[], timeZone: string): string {
  const rows = [
    toCsvRow(bookingsCsvHeader),
    ...bookings.map((b) => toCsvRow(columns.map(([, get]) => get(b, timeZone)))),
  ];
  return `${rows.join('\r\n')}\r\n`;
}

/** The file is named with the venue's month (spec §9): `bookings-2031-06.csv`. */
export function getBookingsCsvFileName(month: Date, timeZone: string): string {
  return `bookings-${formatInZone(month, 'yyyy-MM', timeZone)}.csv`;
}
