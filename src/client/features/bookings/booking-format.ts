import { formatUsd } from '#shared/money.ts';
import { formatInZone } from './venue-time.ts';

/** '12500' or 12500 → '$12,500.00'; null, empty or not a number → null. */
export function formatMoney(amount: string | number | null | undefined): string | null {
  if (amount === null || amount === undefined || amount === '') return null;
  const value = typeof amount === 'number' ? amount : Number(amount);
  return Number.isFinite(value) ? formatUsd(value) : null;
}

/** 'Saturday, June 21, 2031': the day of the event at the venue, in its zone. */
export function formatEventDateLong(eventDate: string, timeZone: string): string {
  return formatInZone(eventDate, 'EEEE, MMMM d, yyyy', timeZone);
}

/** '7:30 PM' on the venue's clock. */
export function formatEventTime(eventDate: string, timeZone: string): string {
  return formatInZone(eventDate, 'h:mm a', timeZone);
}

/** The drag cards show the raw status with underscores replaced by spaces (spec §2). */
export function formatStatusText(status: string): string {
  return status.replaceAll('_', ' ');
}

/** '1 guest', '120 guests'; a missing count reads as 0 on the cards (spec §2). */
export function formatGuests(guestCount: number | null): string {
  const count = guestCount ?? 0;
  return `${count} ${count === 1 ? 'guest' : 'guests'}`;
}
