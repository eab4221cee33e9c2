import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
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
    check('leads_guest_count_positive', sql`${table.guestCount} >= 1`),
    check('leads_budget_non_negative', sql`${table.budget} >= 0`),
  ],
);
