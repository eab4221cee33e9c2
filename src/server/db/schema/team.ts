import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { bookings } from './bookings.ts';
import { createdAt } from './columns.ts';
import { venues } from './venues.ts';

/**
 * Invitations to join a venue. Only the SHA-256 of the link's token is stored; an invitation
 * works once, for the invited address, until it expires or is revoked.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: ['manager', 'coordinator', 'client'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** A client invitation links the new client to this booking when accepted. */
    bookingId: integer('booking_id'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('invitations_token_hash_key').on(table.tokenHash),
    index('invitations_venue_idx').on(table.venueId, table.createdAt),
    foreignKey({
      name: 'invitations_booking_fk',
      columns: [table.venueId, table.bookingId],
      foreignColumns: [bookings.venueId, bookings.id],
    }).onDelete('cascade'),
    check('invitations_client_has_booking', sql`(${table.role} = 'client') = (${table.bookingId} is not null)`),
  ],
);
