import { setHours, startOfDay } from 'date-fns';
import { z } from 'zod';
import { DEFAULT_EVENT_TYPE } from '#shared/bookings/event-types.ts';
import type { Booking } from '#shared/bookings/bookings.schemas.ts';
import { createBookingSchema, moneySchema, updateBookingSchema } from '#shared/bookings/bookings.schemas.ts';
import { toDateTimeLocalValue } from './booking-format.ts';

/**
 * The `datetime-local` value (local wall time, no offset) → the ISO instant the server expects,
 * then the server's own rule and message.
 */
const localEventDate = z
  .string()
  .min(1, 'Event date is required')
  .transform((value, ctx) => {
    const date = new Date(value);
    if (Number.isNaN(date.getTime())) {
      ctx.addIssue({ code: 'custom', message: 'Enter a valid event date' });
      return z.NEVER;
    }
    return date.toISOString();
  })
  .pipe(createBookingSchema.shape.eventDate);

/** The New Booking form: the server's create rules, with the date as a local date-time. */
export const newBookingFormSchema = createBookingSchema
  .pick({ coupleNames: true, email: true, eventType: true, guestCount: true, phone: true, notes: true })
  .extend({ eventDate: localEventDate });
export type NewBookingFormValues = z.input<typeof newBookingFormSchema>;

/** The Edit Booking form: the server's edit rules (guest count at least 1), every field sent. */
export const editBookingFormSchema = updateBookingSchema
  .required({ coupleNames: true, email: true, eventType: true, status: true })
  .extend({ eventDate: localEventDate, totalAmount: moneySchema.nullable() });
export type EditBookingFormValues = z.input<typeof editBookingFormSchema>;

/**
 * The default event date: the chosen day (or today) at 12:00 local time. Noon keeps the venue's
 * day even when the venue's time zone is a few hours away from the browser's.
 */
export function getDefaultEventDate(day: Date | null, now = new Date()): string {
  return toDateTimeLocalValue(setHours(startOfDay(day ?? now), 12));
}

export function getNewBookingDefaults(day: Date | null): NewBookingFormValues {
  return {
    coupleNames: '',
    eventDate: getDefaultEventDate(day),
    eventType: DEFAULT_EVENT_TYPE,
    guestCount: null,
    email: '',
    phone: '',
    notes: '',
  };
}

/** The edit form loads from the supplied booking (spec §4); the status defaults to inquiry. */
export function getEditBookingDefaults(booking: Booking): EditBookingFormValues {
  return {
    coupleNames: booking.coupleNames,
    eventDate: toDateTimeLocalValue(new Date(booking.eventDate)),
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
