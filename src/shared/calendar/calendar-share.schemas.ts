import { z } from 'zod';
import { emailField } from '../fields.ts';
import { languageSchema } from '../i18n/language-schema.ts';
import { venueSlugSchema } from '../settings/settings.schemas.ts';

/**
 * Calendar sharing (spec §2 Share & Export, §3 Share settings; decision 015). The spec keeps the
 * settings in the browser and the id hard-coded; ours persist per venue behind a rotating token.
 */

/** Spec §3 Share settings: every switch off, downloads allowed. */
export const shareSettingsSchema = z.object({
  includeClientNames: z.boolean(),
  includeContactInfo: z.boolean(),
  includeRevenue: z.boolean(),
  includeNotes: z.boolean(),
  publicAccess: z.boolean(),
  allowDownload: z.boolean(),
});
export type ShareSettings = z.infer<typeof shareSettingsSchema>;

export const DEFAULT_SHARE_SETTINGS: ShareSettings = {
  includeClientNames: false,
  includeContactInfo: false,
  includeRevenue: false,
  includeNotes: false,
  publicAccess: false,
  allowDownload: true,
};

/** The custom address of /shared-calendar/{slug}: the venue slug's rule (placeholder my-venue-calendar). */
export const shareSlugSchema = venueSlugSchema;

/** GET /api/calendar/share and the answers of PUT and rotate. */
export const calendarShareSchema = z.object({
  token: z.string(),
  slug: z.string().nullable(),
  /** {PUBLIC_URL}/shared-calendar/{token} */
  shareUrl: z.string(),
  /** webcal://{PUBLIC_URL's host}/api/calendar/ical/{token} */
  webcalUrl: z.string(),
  settings: shareSettingsSchema,
});
export type CalendarShare = z.infer<typeof calendarShareSchema>;

/** PUT /api/calendar/share: any of the switches, and the custom slug ('' or null clears it). */
export const updateCalendarShareSchema = shareSettingsSchema
  .partial()
  .extend({
    slug: z.union([shareSlugSchema, z.literal('').transform(() => null), z.null()]).optional(),
  })
  .strict();
export type UpdateCalendarShareInput = z.input<typeof updateCalendarShareSchema>;

/**
 * POST /api/calendar/share/email. The form sends the comma-separated field split into a list;
 * blank entries are dropped, and at least one address must remain.
 */
export const shareByEmailSchema = z.object({
  recipients: z
    .array(z.string().max(320))
    .max(50, 'Send to at most 50 addresses at once')
    .transform((list) => list.map((entry) => entry.trim()).filter((entry) => entry !== ''))
    .pipe(z.array(emailField).min(1, 'Please enter at least one email address.')),
});
export type ShareByEmailInput = z.input<typeof shareByEmailSchema>;

/** The answer of POST /api/calendar/share/email: how many e-mails were queued (one per address). */
export const shareByEmailResultSchema = z.object({ sent: z.number().int() });
export type ShareByEmailResult = z.infer<typeof shareByEmailResultSchema>;

/** Splits the form's comma-separated recipients field into the list the API takes. */
export function splitRecipients(field: string): string[] {
  return field
    .split(/[,;\s]+/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/**
 * One booking on the public shared calendar. Fields the switches leave off are absent from the
 * server's answer, not merely hidden by the browser.
 */
export const sharedCalendarEventSchema = z.object({
  id: z.string(),
  /** ISO instant; the page shows it in the venue's zone. */
  eventDate: z.string(),
  eventType: z.string(),
  status: z.string(),
  coupleNames: z.string().optional(),
  email: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
  totalAmount: z.string().nullable().optional(),
  notes: z.string().nullable().optional(),
});
export type SharedCalendarEvent = z.infer<typeof sharedCalendarEventSchema>;

/** GET /api/public/shared-calendar/{token|slug}?month=YYYY-MM */
export const sharedCalendarSchema = z.object({
  venue: z.object({
    name: z.string(),
    timeZone: z.string(),
    logo: z.string().nullable(),
    primaryColor: z.string().nullable(),
    secondaryColor: z.string().nullable(),
    accentColor: z.string().nullable(),
    /** The venue's default client language: the page's language when nothing else names one. */
    defaultLanguage: languageSchema,
  }),
  month: z.string(),
  events: z.array(sharedCalendarEventSchema),
  /** Present only when allowDownload is on. */
  downloads: z.object({ webcalUrl: z.string(), icsUrl: z.string() }).nullable(),
});
export type SharedCalendar = z.infer<typeof sharedCalendarSchema>;

/**
 * GET /api/bookings/daily-stats?month=YYYY-MM (spec §3 Daily booking stats). `days` lists only the
 * venue days (in the venue's time zone) of the month that have a non-cancelled booking, in date
 * order; the client draws the whole grid, a missing day being 0 bookings and $0. `revenue` is the
 * sum of the day's totalAmount in dollars (a booking without one adds 0). Both maxima are 0 for a
 * month without bookings.
 */
export const dailyStatsSchema = z.object({
  days: z.array(z.object({ date: z.string(), bookingCount: z.number().int(), revenue: z.number() })),
  maxBookings: z.number(),
  maxRevenue: z.number(),
});
export type DailyStats = z.infer<typeof dailyStatsSchema>;

export const monthQuerySchema = z.object({
  month: z.string().regex(/^(19|[2-9]\d)\d{2}-(0[1-9]|1[0-2])$/, 'Use a month as YYYY-MM between 1900 and 9999'),
});
