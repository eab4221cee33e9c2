import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt } from './columns.ts';
import { venues } from './venues.ts';

/**
 * Things people should hear about (a new inquiry, a contract signed, a payment received), written
 * by features in the event's own transaction. Without a user they are for the venue's staff; with
 * one, for that client alone (a contract to sign, a payment due).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    /** The client it is for; null: the venue's staff. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Where the app takes the reader, e.g. /leads?lead=12. */
    link: text('link'),
    createdAt: createdAt(),
  },
  (table) => [
    index('notifications_venue_staff_idx')
      .on(table.venueId, table.id)
      .where(sql`${table.userId} is null`),
    index('notifications_user_idx').on(table.userId, table.id),
  ],
);

/** Who read which notification: each reader's own, so one coordinator's read is not the owner's. */
export const notificationReads = pgTable(
  'notification_reads',
  {
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.notificationId] }),
    index('notification_reads_notification_idx').on(table.notificationId),
  ],
);

/**
 * A user's choice for one kind: also by e-mail or not. A kind without a row follows its default
 * (`emailByDefault` in the shared list), so a new kind reaches people as intended.
 */
export const notificationEmailPreferences = pgTable(
  'notification_email_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    email: boolean('email').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);
