import { z } from 'zod';
import { DEFAULT_EVENT_TYPE } from '#shared/bookings/event-types.ts';
import type { Booking } from '#shared/bookings/bookings.schemas.ts';
import { createBookingSchema, moneySchema, updateBookingSchema } from '#shared/bookings/bookings.schemas.ts';
import { parseDayKey, toDayKey } from './calendar-dates.ts';
import { fromDateTimeLocalValue, toDateTimeLocalValue } from './venue-time.ts';

/**
 * The `datetime-local` value is the venue's wall time (no offset): read in the venue's zone, it
 * becomes the ISO instant the server expects, then meets the server's own rule and message.
 */
function venueEventDateSchema(timeZone: string) {
  return z
    .string()
    .min(1, 'Event date is required')
    .transform((value, ctx) => {
      const instant = fromDateTimeLocalValue(value, timeZone);
      if (!instant) {
        ctx.addIssue({ code: 'custom', message: 'Enter a valid event date' });
        return z.NEVER;
      }
      return instant;
    })
    .pipe(createBookingSchema.shape.eventDate);
}

/** The New Booking form: the server's create rules, with the date as venue wall time. */
export function getNewBookingFormSchema(timeZone: string) {
  return createBookingSchema
    .pick({ coupleNames: true, email: true, eventType: true, guestCount: true, phone: true, notes: true })
    .extend({ eventDate: venueEventDateSchema(timeZone) });
}
export type NewBookingFormValues = z.input<ReturnType<typeof getNewBookingFormSchema>>;

/** The Edit Booking form: the server's edit rules (guest count at least 1), every field sent. */
export function getEditBookingFormSchema(timeZone: string) {
  return updateBookingSchema
    .required({ coupleNames: true, email: true, eventType: true, status: true })
    .extend({ eventDate: venueEventDateSchema(timeZone), totalAmount: moneySchema.nullable() });
}
export type EditBookingFormValues = z.input<ReturnType<typeof getEditBookingFormSchema>>;

/**
 * The default event date: the chosen venue day (`yyyy-MM-dd`), or today at the venue, at 12:00
 * venue time.
 */
export function getDefaultEventDate(dayKey: string | null, timeZone: string, now: Date = new Date()): string {
  const day = dayKey && parseDayKey(dayKey, timeZone) ? dayKey : toDayKey(now, timeZone);
  return `${day}T12:00`;
}

export function getNewBookingDefaults(dayKey: string | null, timeZone: string): NewBookingFormValues {
  return {
    coupleNames: '',
    eventDate: getDefaultEventDate(dayKey, timeZone),
    eventType: DEFAULT_EVENT_TYPE,
    guestCount: null,
    email: '',
    phone: '',
    notes: '',
  };
}

/**
 * The edit form loads from the supplied booking (spec §4), its date as venue wall time; the
 * status defaults to inquiry.
 */
export function getEditBookingDefaults(booking: Booking, timeZone: string): EditBookingFormValues {
  return {
    coupleNames: booking.coupleNames,
    eventDate: toDateTimeLocalValue(booking.eventDate, timeZone),
    eventType: booking.eventType || DEFAULT_EVENT_TYPE,
    guestCount: booking.guestCount,
    email: booking.email,
    phone: booking.phone ?? '',
    notes: booking.notes ?? '',
    status: booking.status ?? 'inquiry',
    totalAmount: booking.totalAmount,
  };
}

/**
 * A guest count is a whole number; anything else (2.5, 1e3, empty) clears the field (spec §5).
 * Negative whole numbers are kept, so the form says why they are refused.
 */
export function parseGuestCount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  if (typeof value !== 'string' || !/^-?\d+$/.test(value.trim())) return null;
  return Number(value.trim());
}

/** An empty amount is no amount; any other text goes to the money rule as it is. */
export function parseAmount(value: unknown): string | null {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}
