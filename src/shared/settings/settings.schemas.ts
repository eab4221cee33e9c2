import { z } from 'zod';
import { isoDayField, nullableText, requiredText, singleLine } from '../fields.ts';
import { languageSchema } from '../i18n/language-schema.ts';
import { venueTextTranslationsInputSchema, venueTextTranslationsSchema } from '../i18n/venue-text.ts';
import { replyTemplateSchema } from '../leads/reply-template.ts';
import { isValidTimeZone } from './time-zones.ts';

/** Spec §9 settings defaults, used for every new venue. */
export const DEFAULT_EVENT_TYPES = [
  'Reception',
  'Ceremony + Reception',
  'Rehearsal Dinner',
  'Private Party',
  'Anniversary Party',
] as const;
/** A logo is stored inline as a data URL, so it stays small. */
export const MAX_LOGO_BYTES = 200 * 1024;

/** Weekday keys, Sunday first: index = JavaScript's getDay() and PostgreSQL's extract(dow). */
export const weekdayKeys = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type WeekdayKey = (typeof weekdayKeys)[number];
export const weekdayLabels: Record<WeekdayKey, string> = {
  sun: 'Sunday',
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
};

const colour = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^#[0-9A-Fa-f]{6}$/, `${label} must be a colour like #8B5A6B`)
    .transform((value) => value.toUpperCase());

// The URL parser drops tabs and line breaks, so it would accept them; the stored text keeps them.
const optionalUrl = singleLine(z.string().trim().max(300, 'Website is too long'), 'Website')
  .refine((value) => value === '' || isHttpUrl(value), 'Enter a website address such as https://example.com')
  .transform((value) => value || null)
  .nullable();

const logo = z
  .string()
  .max(Math.ceil((MAX_LOGO_BYTES * 4) / 3) + 100, 'The logo must be smaller than 200 KB')
  .refine(
    (value) => value === '' || /^data:image\/(png|jpeg|gif|webp|svg\+xml);base64,[A-Za-z0-9+/]+={0,2}$/.test(value),
    'The logo must be a PNG, JPEG, GIF, WebP or SVG image',
  )
  .refine((value) => getDataUrlBytes(value) <= MAX_LOGO_BYTES, 'The logo must be smaller than 200 KB')
  .transform((value) => value || null)
  .nullable();

/** A calendar day as YYYY-MM-DD that exists (no 30 February). */
export const dayKeySchema = isoDayField;

/** The venue's address on the public inquiry form, /inquire/{slug}. */
export const venueSlugSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{1,38}[a-z0-9]$/, 'Use 3 to 40 lower-case letters, digits and hyphens');

/** The Venue Info and Branding tabs' fields, as a save sends them. */
export const venueInputSchema = z.object({
  name: requiredText('Venue name', 120),
  slug: venueSlugSchema,
  address: nullableText('Address', 300),
  phone: nullableText('Phone', 40),
  email: z
    .string()
    .trim()
    .max(254)
    .refine((value) => value === '' || z.email().safeParse(value).success, 'Enter a valid email address')
    .transform((value) => value.toLowerCase() || null)
    .nullable(),
  website: optionalUrl,
  maxCapacity: z
    .number({ message: 'Max capacity must be a whole number' })
    .int('Max capacity must be a whole number')
    .min(1, 'Max capacity must be at least 1')
    .max(100_000, 'Max capacity is too large')
    .nullable(),
  basePrice: z
    .union([z.string().trim(), z.number()])
    .transform((value) => (typeof value === 'number' ? String(value) : value))
    .pipe(z.string().regex(/^\d{1,10}(\.\d{1,2})?$/, 'Enter a base price of 0 or more with at most 2 decimals'))
    .nullable(),
  description: nullableText('Description', 2000, { multiline: true }),
  logo,
  primaryColor: colour('Primary colour'),
  secondaryColor: colour('Secondary colour'),
  accentColor: colour('Accent colour'),
  timezone: z.string().trim().refine(isValidTimeZone, 'Choose a time zone such as America/Los_Angeles'),
  /** The Inquiry Replies card: the reply drafted for a lead without a language model. */
  replyTemplate: replyTemplateSchema,
  /** The language of couples' pages and e-mails when nothing else names one (decision 068). */
  defaultClientLanguage: languageSchema,
  /** The description and event types' names in the other languages (decision 073). */
  clientTextTranslations: venueTextTranslationsInputSchema,
});

/** One event type as the Event Types tab adds it (spec §5: trimmed, not blank). */
export const eventTypeNameSchema = requiredText('Event type', 100);

export const eventTypesSchema = z
  .array(eventTypeNameSchema)
  .max(100, 'A venue may have at most 100 event types')
  .superRefine((types, context) => {
    const seen = new Set<string>();
    types.forEach((type, index) => {
      const key = type.toLocaleLowerCase();
      if (seen.has(key))
        context.addIssue({ code: 'custom', message: `"${type}" is already in the list`, path: [index] });
      seen.add(key);
    });
  });

const weekdaysSchema = z.object(
  Object.fromEntries(weekdayKeys.map((key) => [key, z.boolean()])) as Record<WeekdayKey, z.ZodBoolean>,
);

export const availabilityInputSchema = z.object({
  weekdays: weekdaysSchema,
  blackoutDates: z
    .array(dayKeySchema)
    .max(1000, 'At most 1000 blackout dates')
    .transform((days) => [...new Set(days)].sort()),
  maxBookingsPerDay: z
    .number({ message: 'Max bookings per day must be a whole number' })
    .int('Max bookings per day must be a whole number')
    .min(1, 'Max bookings per day must be at least 1')
    .max(100, 'Max bookings per day may be at most 100'),
});

/** GET /api/settings, and the body of the PUT answer (response schemas carry no transforms). */
export const settingsSchema = z.object({
  venue: z.object({
    name: z.string(),
    slug: z.string(),
    address: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    website: z.string().nullable(),
    maxCapacity: z.number().int().nullable(),
    basePrice: z.string().nullable(),
    description: z.string().nullable(),
    logo: z.string().nullable(),
    primaryColor: z.string(),
    secondaryColor: z.string(),
    accentColor: z.string(),
    timezone: z.string(),
    /** The venue's reply template, or the default one while it has none of its own. */
    replyTemplate: z.string(),
    defaultClientLanguage: languageSchema,
    clientTextTranslations: venueTextTranslationsSchema,
  }),
  eventTypes: z.array(z.string()),
  availability: z.object({
    weekdays: weekdaysSchema,
    blackoutDates: z.array(z.string()),
    maxBookingsPerDay: z.number().int(),
  }),
});
export type VenueSettings = z.infer<typeof settingsSchema>;
export type Availability = VenueSettings['availability'];

/** PUT /api/settings: any of the three parts, each of them partial. */
export const updateSettingsSchema = z
  .object({
    venue: venueInputSchema.partial(),
    eventTypes: eventTypesSchema,
    availability: availabilityInputSchema.extend({ weekdays: weekdaysSchema.partial() }).partial(),
  })
  .partial();
export type UpdateSettingsInput = z.input<typeof updateSettingsSchema>;

/** The PUT answer: the whole settings, plus the days now holding more bookings than allowed. */
export const updateSettingsResponseSchema = settingsSchema.extend({
  overfullDays: z.array(z.object({ day: z.string(), bookings: z.number().int() })),
});
export type UpdateSettingsResponse = z.infer<typeof updateSettingsResponseSchema>;

/** The Event Types tab's add rule (spec §5): the trimmed text, not blank, not already listed. */
export function getEventTypeAddError(list: readonly string[], candidate: string): string | null {
  const name = candidate.trim();
  if (!name) return 'Enter an event type';
  const key = name.toLocaleLowerCase();
  if (list.some((type) => type.toLocaleLowerCase() === key)) return `"${name}" is already in the list`;
  return null;
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

function getDataUrlBytes(value: string): number {
  const base64 = value.slice(value.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}
