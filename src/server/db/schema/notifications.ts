import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { venues } from './venues.ts';

/**
 * Things a venue's staff should hear about (a new inquiry, later a contract signed or a payment
 * received). The notifications issue shows them; features write them in their own transaction.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Where the app takes the reader, e.g. /leads?lead=12. */
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('notifications_venue_created_idx').on(table.venueId, table.createdAt)],
);
