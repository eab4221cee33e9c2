import { sql } from 'drizzle-orm';
import { bigserial, check, date, index, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { languages } from '#shared/i18n/languages.ts';
import { leadSources, leadStatuses } from '#shared/leads/lead-status.ts';
import { createdAt, isOneOf } from './columns.ts';
import { venues } from './venues.ts';

/** Enquiries from prospective clients (spec §3 Lead). */
export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    /** The day the couple would like, as a calendar day (no time zone shifts it). */
    preferredDate: date('preferred_date'),
    guestCount: integer('guest_count'),
    budget: numeric('budget', { precision: 12, scale: 2 }),
    source: text('source', { enum: leadSources }),
    notes: text('notes'),
    status: text('status', { enum: leadStatuses }).notNull().default('new'),
    lostReason: text('lost_reason'),
    /** The language the couple wrote in; every e-mail and document to them uses it (decision 068). */
    language: text('language', { enum: languages }).notNull().default('en'),
    /**
     * The booking the lead became. Its foreign key is (venue_id, booking_id) → bookings with
     * ON DELETE SET NULL (booking_id), written by hand in migration 0005 (drizzle cannot say it).
     */
    bookingId: integer('booking_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('leads_venue_created_idx').on(table.venueId, table.createdAt),
    index('leads_venue_status_idx').on(table.venueId, table.status),
    index('leads_venue_email_idx').on(table.venueId, sql`lower(${table.email})`),
    check('leads_status_valid', isOneOf(table.status, leadStatuses)),
    check('leads_source_valid', isOneOf(table.source, leadSources)),
    check('leads_language_valid', isOneOf(table.language, languages)),
    check('leads_guest_count_positive', sql`${table.guestCount} >= 1`),
    check('leads_budget_non_negative', sql`${table.budget} >= 0`),
  ],
);

/**
 * Every move of a lead between pipeline stages, written by a trigger on leads.status in the
 * transaction of the change itself, whichever code path made it (decision 047). `from_status` is
 * null where the stage before is unknown: moves made before this history was kept.
 */
export const leadStageChanges = pgTable(
  'lead_stage_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: leadStatuses }),
    toStatus: text('to_status', { enum: leadStatuses }).notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('lead_stage_changes_venue_lead_idx').on(table.venueId, table.leadId, table.changedAt),
    check('lead_stage_changes_from_valid', isOneOf(table.fromStatus, leadStatuses)),
    check('lead_stage_changes_to_valid', isOneOf(table.toStatus, leadStatuses)),
  ],
);
