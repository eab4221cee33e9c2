import { boolean, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { venues } from './venues.ts';

/**
 * A venue's calendar sharing (decision 015): the feed and shared page's token, an optional custom
 * address, and the privacy switches (spec §3 Share settings). One row per venue at most (the
 * primary key), made on first use. The token is kept, not hashed: staff copy the links again.
 */
export const calendarShares = pgTable(
  'calendar_shares',
  {
    venueId: integer('venue_id')
      .primaryKey()
      .references(() => venues.id, { onDelete: 'cascade' }),
    /** 256 random bits, base64url (43 characters). */
    token: text('token').notNull(),
    /** /shared-calendar/{slug}, only while publicAccess is on; unique across venues. */
    slug: text('slug'),
    includeClientNames: boolean('include_client_names').notNull().default(false),
    includeContactInfo: boolean('include_contact_info').notNull().default(false),
    includeRevenue: boolean('include_revenue').notNull().default(false),
    includeNotes: boolean('include_notes').notNull().default(false),
    publicAccess: boolean('public_access').notNull().default(false),
    allowDownload: boolean('allow_download').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('calendar_shares_token_key').on(table.token),
    uniqueIndex('calendar_shares_slug_key').on(table.slug),
  ],
);
