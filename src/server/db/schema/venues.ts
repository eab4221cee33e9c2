import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, jsonb, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { languages } from '#shared/i18n/languages.ts';
import type { VenueTextTranslations } from '#shared/i18n/venue-text.ts';
import { createdAt, isOneOf } from './columns.ts';

export const venues = pgTable(
  'venues',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    timezone: text('timezone').notNull().default('America/Los_Angeles'),
    maxBookingsPerDay: integer('max_bookings_per_day').notNull().default(1),
    // Venue Info and Branding (settings). Defaults are spec §9's sample values.
    address: text('address'),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    maxCapacity: integer('max_capacity').default(200),
    basePrice: numeric('base_price', { precision: 12, scale: 2 }).default('5000.00'),
    description: text('description'),
    logo: text('logo'),
    primaryColor: text('primary_color').notNull().default('#8B5A6B'),
    secondaryColor: text('secondary_color').notNull().default('#6B7280'),
    accentColor: text('accent_color').notNull().default('#10B981'),
    eventTypes: text('event_types')
      .array()
      .notNull()
      .default(
        sql`array['Reception', 'Ceremony + Reception', 'Rehearsal Dinner', 'Private Party', 'Anniversary Party']`,
      ),
    /** Weekdays open for bookings, 0 = Sunday (PostgreSQL's extract(dow)). */
    openWeekdays: integer('open_weekdays')
      .array()
      .notNull()
      .default(sql`array[0, 1, 2, 3, 4, 5, 6]`),
    blackoutDates: date('blackout_dates')
      .array()
      .notNull()
      .default(sql`array[]::date[]`),
    /**
     * The body of the reply drafted for a lead without a language model, with placeholders the
     * server fills (decision 049); null is the default template, so an improved default reaches
     * every venue that never edited it.
     */
    replyTemplate: text('reply_template'),
    /**
     * The language of a couple's pages and e-mails when nothing else names one: no ?lang=, no
     * saved choice, no language of the browser's that VenueDesk has (decision 068).
     */
    defaultClientLanguage: text('default_client_language', { enum: languages }).notNull().default('en'),
    /**
     * The venue's own texts for couples (its description, its event types' names) in languages
     * other than its default client language, which the texts themselves are in (decision 073).
     */
    clientTextTranslations: jsonb('client_text_translations').$type<VenueTextTranslations>().notNull().default({}),
    /** The seeded Demo venue: its card checkout is the built-in test processor (decision 033). */
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('venues_slug_key').on(table.slug),
    check('venues_max_bookings_per_day_positive', sql`${table.maxBookingsPerDay} >= 1`),
    check('venues_default_client_language_valid', isOneOf(table.defaultClientLanguage, languages)),
    check('venues_client_text_translations_object', sql`jsonb_typeof(${table.clientTextTranslations}) = 'object'`),
  ],
);

/** One-off facts about this installation, e.g. which demo seed steps have run. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
