import { z } from 'zod';
import { isoDateTimeField, nullableText, requiredText, singleLine } from '../fields.ts';
import { languageSchema } from '../i18n/language-schema.ts';
import { pageQuerySchema } from '../paging.ts';
import { bookingStatuses } from './booking-status.ts';

/** Amounts travel as decimal strings with at most 2 decimals; the form may send a number. */
export const moneySchema = z
  .union([z.string().trim(), z.number()])
  .transform((value) => (typeof value === 'number' ? String(value) : value))
  .pipe(z.string().regex(/^\d{1,10}(\.\d{1,2})?$/, 'Enter an amount of 0 or more with at most 2 decimals'));

const coupleNames = singleLine(
  z.string().trim().min(1, 'Couple names are required').max(200, 'Couple names are too long'),
  'Couple names',
);
const email = z.string().trim().min(1, 'Email is required').max(254).pipe(z.email('Enter a valid email address'));
const eventDate = isoDateTimeField('Enter a valid event date');
const eventType = requiredText('Event type', 100);
const guestCount = (min: number) =>
  z
    .number({ message: 'Guest count must be a whole number' })
    .int('Guest count must be a whole number')
    .min(min, `Guest count must be at least ${min}`)
    .max(100_000)
    .nullish()
    .transform((value) => value ?? null);

/** POST /api/bookings — the New Booking dialog (spec §5 New booking). */
export const createBookingSchema = z.object({
  coupleNames,
  eventDate,
  email,
  eventType: eventType.default('Wedding'),
  guestCount: guestCount(0),
  phone: nullableText('Phone', 40),
  notes: nullableText('Notes', 5000, { multiline: true }),
  status: z.enum(bookingStatuses).default('inquiry'),
  totalAmount: moneySchema.nullish().transform((value) => value ?? null),
  /** The couple's language for their e-mails and documents; the venue's default client language when absent. */
  language: languageSchema.optional(),
});
export type CreateBookingInput = z.input<typeof createBookingSchema>;

/** PATCH /api/bookings/{id} — any subset of the edit fields; a drag sends only eventDate. */
export const updateBookingSchema = z
  .object({
    coupleNames,
    eventDate,
    email,
    eventType,
    guestCount: guestCount(1),
    phone: nullableText('Phone', 40),
    notes: nullableText('Notes', 5000, { multiline: true }),
    status: z.enum(bookingStatuses),
    totalAmount: moneySchema.nullable(),
    language: languageSchema,
  })
  .partial();
export type UpdateBookingInput = z.input<typeof updateBookingSchema>;

export const bookingSchema = z.object({
  id: z.number().int(),
  clientId: z.number().int().nullable(),
  coupleNames: z.string(),
  eventDate: z.string(),
  eventType: z.string(),
  guestCount: z.number().int().nullable(),
  status: z.enum(bookingStatuses),
  email: z.string(),
  phone: z.string().nullable(),
  notes: z.string().nullable(),
  totalAmount: z.string().nullable(),
  /** The couple's language: every e-mail and document to them is written in it (decision 068). */
  language: languageSchema,
  createdAt: z.string(),
  /** Only in a client's own list: whose booking it is, for the portal's grouping and colours. */
  venue: z
    .object({
      id: z.number().int(),
      name: z.string(),
      logo: z.string().nullable(),
      primaryColor: z.string(),
      secondaryColor: z.string(),
      accentColor: z.string(),
    })
    .optional(),
});
export type Booking = z.infer<typeof bookingSchema>;
export type BookingVenue = NonNullable<Booking['venue']>;

/** GET /api/bookings: soonest event first, a page at a time (decision 034). */
export const bookingListQuerySchema = pageQuerySchema;
export type BookingListQuery = z.infer<typeof bookingListQuerySchema>;

export const calendarRangeSchema = z
  .object({ start: isoDateTimeField(), end: isoDateTimeField() })
  .refine((range) => new Date(range.start) <= new Date(range.end), {
    message: 'start must be before end',
    path: ['end'],
  })
  .refine((range) => new Date(range.end).getTime() - new Date(range.start).getTime() <= 400 * 86_400_000, {
    message: 'The range may span at most 400 days',
    path: ['end'],
  });
