import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { automationKinds } from '#shared/automations/automation-kinds.ts';
import { automationRunResults, type AutomationTranslations } from '#shared/automations/automations.schemas.ts';
import { bookings } from './bookings.ts';
import { createdAt, isOneOf } from './columns.ts';
import { leads } from './leads.ts';
import { venues } from './venues.ts';

/**
 * A venue's automated e-mails (Settings → Automations): one row of each kind per venue, made
 * with the venue (and by backfill for the venues before them), so a venue only edits and
 * switches them, never creates or deletes one.
 */
export const automations = pgTable(
  'automations',
  {
    id: serial('id').primaryKey(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: automationKinds }).notNull(),
    enabled: boolean('enabled').notNull(),
    /** Days after the inquiry (follow-up) or before the event (reminder); null for kinds without. */
    delayDays: integer('delay_days'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /**
     * The venue's own versions of its subject and body in the languages other than its default
     * client language, which `subject` and `body` are written in (decision 073): a couple who
     * reads one of them gets it; any other couple gets the default language's, whole.
     */
    translations: jsonb('translations').$type<AutomationTranslations>().notNull().default({}),
    /** The thank-you's review link (Google, The Knot, ...). */
    reviewLink: text('review_link'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('automations_venue_kind_key').on(table.venueId, table.kind),
    check('automations_kind_valid', isOneOf(table.kind, automationKinds)),
    check('automations_delay_days_range', sql`${table.delayDays} between 1 and 365`),
    check('automations_translations_object', sql`jsonb_typeof(${table.translations}) = 'object'`),
  ],
);

/**
 * Every e-mail an automation sent (or failed to act on), with whom and what. The unique key on
 * (automation, trigger) is what keeps an automation from e-mailing a lead or a couple twice for
 * the same reason, even when two passes (or two server instances) run at the same moment: the
 * run is inserted before the e-mail is queued, in one transaction, and the second insert finds
 * the first.
 */
export const automationRuns = pgTable(
  'automation_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    automationId: integer('automation_id')
      .notNull()
      .references(() => automations.id, { onDelete: 'cascade' }),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    leadId: integer('lead_id').references(() => leads.id, { onDelete: 'cascade' }),
    bookingId: integer('booking_id'),
    contractId: uuid('contract_id'),
    /** What fired it, e.g. `lead:12`, `booking:7:2031-06-14` (the event's day), `contract:<id>`. */
    triggerKey: text('trigger_key').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    result: text('result', { enum: automationRunResults }).notNull(),
    /** Why a run failed, in words for staff. */
    detail: text('detail'),
    createdAt: createdAt(),
  },
  (table) => [
    unique('automation_runs_automation_trigger_key').on(table.automationId, table.triggerKey),
    index('automation_runs_lead_idx').on(table.leadId),
    index('automation_runs_venue_booking_idx').on(table.venueId, table.bookingId),
    foreignKey({
      name: 'automation_runs_booking_fk',
      columns: [table.venueId, table.bookingId],
      foreignColumns: [bookings.venueId, bookings.id],
    }).onDelete('cascade'),
    check('automation_runs_result_valid', isOneOf(table.result, automationRunResults)),
  ],
);
