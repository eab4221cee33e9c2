import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bookingStatuses } from '#shared/bookings/booking-status.ts';
import { languages } from '#shared/i18n/languages.ts';
import { users } from './auth.ts';
import { createdAt, isOneOf } from './columns.ts';
import { venues } from './venues.ts';

/**
 * Bookings. Each non-cancelled booking holds one of its venue day's slots; the partial unique
 * index on (venue, local day, slot) is what makes a double booking impossible, even when
 * several server instances insert at the same moment.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    clientId: integer('client_id').references(() => users.id, { onDelete: 'set null' }),
    coupleNames: text('couple_names').notNull(),
    eventDate: timestamp('event_date', { withTimezone: true }).notNull(),
    /** The event's calendar day in the venue's time zone when it was booked. */
    localDay: date('local_day').notNull(),
    slot: integer('slot').notNull(),
    eventType: text('event_type').notNull(),
    guestCount: integer('guest_count'),
    status: text('status', { enum: bookingStatuses }).notNull().default('inquiry'),
    /** The couple's language; every e-mail and document to them uses it (decision 068). */
    language: text('language', { enum: languages }).notNull().default('en'),
    email: text('email').notNull(),
    phone: text('phone'),
    notes: text('notes'),
    totalAmount: numeric('total_amount', { precision: 12, scale: 2 }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The iCalendar SEQUENCE of the booking's event: a trigger adds one whenever event_date
     * changes (decision 042), so calendar apps take a moved event as a new version of it.
     */
    sequence: integer('sequence').notNull().default(0),
  },
  (table) => [
    uniqueIndex('bookings_day_slot_key')
      .on(table.venueId, table.localDay, table.slot)
      .where(sql`${table.status} <> 'cancelled'`),
    index('bookings_venue_event_date_idx').on(table.venueId, table.eventDate),
    // A client's bookings in their order (the portal's lists and the scope of their payments and
    // contracts); it serves every lookup by client_id too.
    index('bookings_client_event_date_idx').on(table.clientId, table.eventDate, table.id),
    // The venue's bookings with an address in any case (a lead's matches); every query on venue
    // data names the venue, so the venue leads.
    index('bookings_venue_email_idx').on(table.venueId, sql`lower(${table.email})`),
    // Rows that point at a booking carry its venue too, through a foreign key on this pair, so a
    // row can never point into another venue.
    unique('bookings_venue_id_id_key').on(table.venueId, table.id),
    check('bookings_slot_positive', sql`${table.slot} >= 1`),
    check('bookings_status_valid', isOneOf(table.status, bookingStatuses)),
    check('bookings_language_valid', isOneOf(table.language, languages)),
    check('bookings_guest_count_non_negative', sql`${table.guestCount} >= 0`),
    check('bookings_total_amount_non_negative', sql`${table.totalAmount} >= 0`),
  ],
);
