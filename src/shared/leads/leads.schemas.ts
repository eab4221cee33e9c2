import { z } from 'zod';
import { bookingStatuses } from '../bookings/booking-status.ts';
import { moneySchema } from '../bookings/bookings.schemas.ts';
import { emailField, isoDateTimeField, isoDayField, nullableText, requiredText } from '../fields.ts';
import { languageSchema } from '../i18n/language-schema.ts';
import { leadSources, leadStatuses, type LeadStatus } from './lead-status.ts';

/** Leads per page of GET /api/leads unless `limit` says otherwise; the header X-Total-Count has them all. */
export const LEAD_PAGE_SIZE = 50;

const name = requiredText('Name', 200);
const preferredDate = isoDayField.nullish().transform((value) => value ?? null);
const guestCount = z
  .number({ message: 'Expected guests must be a whole number' })
  .int('Expected guests must be a whole number')
  .min(1, 'Expected guests must be at least 1')
  .max(100_000, 'Expected guests must be at most 100,000')
  .nullish()
  .transform((value) => value ?? null);
const budget = moneySchema.nullish().transform((value) => value ?? null);
const source = z
  .enum(leadSources, { message: 'Choose a source from the list' })
  .nullish()
  .transform((v) => v ?? null);

/** POST /api/leads — the Add Lead dialog (spec §5 Lead form). */
export const createLeadSchema = z.object({
  name,
  email: emailField,
  phone: nullableText('Phone', 40),
  preferredDate,
  guestCount,
  budget,
  source,
  notes: nullableText('Notes', 5000, { multiline: true }),
  /** The language the couple reads; the venue's default client language when absent. */
  language: languageSchema.optional(),
});
export type CreateLeadInput = z.input<typeof createLeadSchema>;

/** PATCH /api/leads/{id} — any field, and moves through the pipeline; `lost` may say why. */
export const updateLeadSchema = createLeadSchema
  .extend({
    status: z.enum(leadStatuses, { message: 'Choose a status from the list' }),
    lostReason: nullableText('Reason', 500),
  })
  .partial();
export type UpdateLeadInput = z.input<typeof updateLeadSchema>;

/**
 * POST /api/leads/{id}/convert — defaults: the preferred date at noon venue time, Wedding, and
 * the lead's budget as the booking's total (null: no total).
 */
export const convertLeadSchema = z
  .object({
    eventDate: isoDateTimeField('Enter a valid event date').optional(),
    eventType: requiredText('Event type', 100).optional(),
    totalAmount: moneySchema.nullable().optional(),
  })
  // The spec's actions post an empty body; an absent body reaches the schema as null.
  .nullish()
  .transform((value) => value ?? {});
export type ConvertLeadInput = z.input<typeof convertLeadSchema>;

export const leadSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** A calendar day, YYYY-MM-DD. */
  preferredDate: z.string().nullable(),
  guestCount: z.number().int().nullable(),
  /** Money, as a number of dollars (spec §3 Lead). */
  budget: z.number().nullable(),
  source: z.enum(leadSources).nullable(),
  notes: z.string().nullable(),
  status: z.enum(leadStatuses),
  lostReason: z.string().nullable(),
  /** The couple's language: every e-mail and document to them is written in it (decision 068). */
  language: languageSchema,
  /** The booking this lead became, once converted. */
  bookingId: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Lead = z.infer<typeof leadSchema>;

/** GET /api/leads: newest first, a page at a time, searched and filtered on the server. */
export const leadListQuerySchema = z.object({
  /** Part of the name or e-mail, any case. */
  search: z.string().trim().max(200).optional(),
  status: z.enum(leadStatuses).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(LEAD_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type LeadListQuery = z.input<typeof leadListQuerySchema>;

/** GET /api/leads/counts: the venue's leads per status, for the Leads page's counts. */
export const leadCountsSchema = z.object(
  Object.fromEntries(leadStatuses.map((status) => [status, z.number().int()])) as Record<LeadStatus, z.ZodNumber>,
);
export type LeadCounts = z.infer<typeof leadCountsSchema>;

/** How many matches of each kind GET /api/leads/{id}/matches lists at most, newest first. */
export const LEAD_MATCHES_LIMIT = 20;

/**
 * GET /api/leads/{id}/matches: the venue's other leads and its bookings with the lead's e-mail
 * (any case), so staff see a couple who already asked or booked. The lead itself and the
 * booking it was converted into are not matches.
 */
export const leadMatchesSchema = z.object({
  leads: z.array(z.object({ id: z.number().int(), name: z.string(), status: z.enum(leadStatuses) })),
  bookings: z.array(
    z.object({
      id: z.number().int(),
      coupleNames: z.string(),
      /** An instant, ISO 8601 in UTC. */
      eventDate: z.string(),
      status: z.enum(bookingStatuses),
    }),
  ),
});
export type LeadMatches = z.infer<typeof leadMatchesSchema>;
