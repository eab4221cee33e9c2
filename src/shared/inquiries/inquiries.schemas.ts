import { z } from 'zod';
import { createLeadSchema } from '../leads/leads.schemas.ts';
import { isoDayField, nullableText } from '../fields.ts';
import { languageSchema } from '../i18n/language-schema.ts';
import { venueTextTranslationsSchema } from '../i18n/venue-text.ts';

/** GET /api/public/venues/{slug}: what a visitor may know of a venue, and nothing else. */
export const publicVenueSchema = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  eventTypes: z.array(z.string()),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  accentColor: z.string(),
  logo: z.string().nullable(),
  timeZone: z.string(),
  /** The language of the venue's pages for a visitor whose browser names none that VenueDesk has. */
  defaultLanguage: languageSchema,
  /** The venue's description and event types' names in the other languages (decision 073). */
  translations: venueTextTranslationsSchema,
});
export type PublicVenue = z.infer<typeof publicVenueSchema>;

export const publicVenueParamsSchema = z.object({ slug: z.string().min(1).max(100) });

export const availabilityQuerySchema = z.object({ date: isoDayField });

/** How many open days an unavailable date's answer suggests instead. */
export const ALTERNATIVE_DAYS = 3;
/** Alternatives lie at most this many days before or after the date asked about (decision 039). */
export const ALTERNATIVES_WINDOW_DAYS = 90;

/**
 * GET /api/public/venues/{slug}/availability?date=…: whether the venue takes an event that day.
 * An unavailable day comes with up to 3 open days instead (YYYY-MM-DD, nearest first, the
 * earlier first when two are as near), none in the past, all under the venue's rules.
 */
export const dayAvailabilitySchema = z.object({
  available: z.boolean(),
  reason: z.enum(['past', 'blackout', 'closed', 'booked']).optional(),
  alternatives: z.array(z.string()).optional(),
});
export type DayAvailabilityAnswer = z.infer<typeof dayAvailabilitySchema>;

/**
 * POST /api/public/venues/{slug}/inquiries — the public form. `website` is a honeypot: hidden
 * from people, so a value means a bot, which is answered as if it had worked.
 */
export const inquirySchema = createLeadSchema
  .pick({ name: true, email: true, phone: true, preferredDate: true, guestCount: true, budget: true, notes: true })
  .extend({
    eventType: nullableText('Event type', 100),
    website: z.string().max(500).nullish(),
    /** The language the visitor read the form in; absent: the request's Accept-Language, then the venue's default. */
    language: languageSchema.optional(),
  });
export type InquiryInput = z.input<typeof inquirySchema>;

/**
 * The answer to an inquiry: received; whether an acknowledgement e-mail was queued (the venue may
 * have turned that automation off, and the page then promises none); and, when it named a date,
 * how that date stood when it arrived (the acknowledgement says the same).
 */
export const inquiryReceiptSchema = z.object({
  received: z.literal(true),
  acknowledged: z.boolean(),
  requestedDate: dayAvailabilitySchema.extend({ day: z.string() }).optional(),
});
export type InquiryReceipt = z.infer<typeof inquiryReceiptSchema>;
export type RequestedDate = NonNullable<InquiryReceipt['requestedDate']>;
/** An inquiry as the schema leaves it: trimmed, the e-mail lower-cased, blanks as null. */
export type Inquiry = z.output<typeof inquirySchema>;
