import { format } from 'date-fns';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** '12500' or 12500 → '$12,500.00'; null, empty or not a number → null. */
export function formatMoney(amount: string | number | null | undefined): string | null {
  if (amount === null || amount === undefined || amount === '') return null;
  const value = typeof amount === 'number' ? amount : Number(amount);
  return Number.isFinite(value) ? usd.format(value) : null;
}

/** 'Saturday, June 21, 2031' in the browser's time zone. */
export function formatEventDateLong(eventDate: string): string {
  return format(new Date(eventDate), 'EEEE, MMMM d, yyyy');
}

/** '7:30 PM'. */
export function formatEventTime(eventDate: string): string {
  return format(new Date(eventDate), 'h:mm a');
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

/** An ISO instant → the value of a `datetime-local` input in the browser's zone. */
export function toDateTimeLocalValue(date: Date): string {
  return format(date, "yyyy-MM-dd'T'HH:mm");
}
