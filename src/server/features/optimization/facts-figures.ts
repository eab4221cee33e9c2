import type { BookingStatus } from '#shared/bookings/booking-status.ts';
import type { BookingFact, VenueFacts } from './venue-facts.ts';

const DAY_MS = 86_400_000;
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The venue's day an instant falls on, YYYY-MM-DD. */
export function getLocalDay(instant: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(instant);
}

/** A calendar day moved by whole days (days have no zone, so UTC arithmetic is exact). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** "June 12, 2027" for a calendar day. */
export function formatDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });
}

export function hoursBetween(from: Date, to: Date): number {
  return (to.getTime() - from.getTime()) / 3_600_000;
}

/** "$12,500": whole dollars, as the venue reads them. */
export function formatMoney(amount: number): string {
  return `$${Math.round(amount).toLocaleString('en-US')}`;
}

/** "1 lead", "3 leads". */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}

export function percent(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;
}

/** Events the couple committed to: booked, deposit paid, or held. */
const confirmedStatuses: readonly BookingStatus[] = ['booked', 'deposit_paid', 'completed'];

/** Confirmed events within a year either side of today: the venue's current business. */
export function getConfirmedEvents(facts: VenueFacts): BookingFact[] {
  const today = getLocalDay(facts.now, facts.timeZone);
  const from = addDays(today, -365);
  const to = addDays(today, 365);
  return facts.bookings.filter(
    (booking) => confirmedStatuses.includes(booking.status) && booking.localDay >= from && booking.localDay < to,
  );
}

/** Mean total of confirmed events that have one, whole dollars; null without any. */
export function getAverageRevenuePerEvent(facts: VenueFacts): number | null {
  const totals = getConfirmedEvents(facts).flatMap((booking) =>
    booking.totalAmount === null ? [] : [booking.totalAmount],
  );
  return totals.length === 0 ? null : Math.round(totals.reduce((sum, total) => sum + total, 0) / totals.length);
}

/** What one event is worth to this venue: its own average, else its base price, else nothing known. */
export function getTypicalEventValue(facts: VenueFacts): number {
  return getAverageRevenuePerEvent(facts) ?? facts.basePrice ?? 0;
}

/** Converted leads ÷ all leads, as a fraction (0 with no leads). */
export function getConversionShare(facts: VenueFacts): number {
  if (facts.leads.length === 0) return 0;
  return facts.leads.filter((lead) => lead.status === 'converted').length / facts.leads.length;
}
