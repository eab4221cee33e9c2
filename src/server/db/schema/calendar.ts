import { boolean, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { venues } from './venues.ts';

/**
 * A venue's calendar sharing (decisions 015 and 023): the shared page's token and the feed's own
 * token, an optional custom address, and the privacy switches (spec §3 Share settings). One row
 * per venue at most (the primary key), made on first use. Tokens are found by their SHA-256;
 * staff copy the links again from copies encrypted under the installation key (decision 021).
 */
export const calendarShares = pgTable(
  'calendar_shares',
  {
    venueId: integer('venue_id')
      .primaryKey()
      .references(() => venues.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the shared page's token (256 random bits, base64url, 43 characters). */
    tokenHash: text('token_hash').notNull(),
    tokenSealed: text('token_sealed'),
    /** SHA-256 (hex) of the webcal feed's token; replaced when public access is turned off. */
    feedTokenHash: text('feed_token_hash').notNull(),
    feedTokenSealed: text('feed_token_sealed'),
    /** The plain token of shares made before tokens were hashed; emptied at start-up. */
    legacyToken: text('token'),
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
    uniqueIndex('calendar_shares_token_hash_key').on(table.tokenHash),
    uniqueIndex('calendar_shares_feed_token_hash_key').on(table.feedTokenHash),
    uniqueIndex('calendar_shares_slug_key').on(table.slug),
  ],
);
