import { z } from 'zod';
import { createLeadSchema } from '../leads/leads.schemas.ts';
import { isoDayField, nullableText } from '../fields.ts';

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
});
export type PublicVenue = z.infer<typeof publicVenueSchema>;

export const publicVenueParamsSchema = z.object({ slug: z.string().min(1).max(100) });

export const availabilityQuerySchema = z.object({ date: isoDayField });

export const dayAvailabilitySchema = z.object({
  available: z.boolean(),
  reason: z.enum(['past', 'blackout', 'closed', 'booked']).optional(),
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
  });
export type InquiryInput = z.input<typeof inquirySchema>;
/** An inquiry as the schema leaves it: trimmed, the e-mail lower-cased, blanks as null. */
export type Inquiry = z.output<typeof inquirySchema>;
