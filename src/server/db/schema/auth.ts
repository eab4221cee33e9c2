import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { roles } from '#shared/auth/roles.ts';
import { createdAt } from './columns.ts';
import { venues } from './venues.ts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    /**
     * When the person proved the address is theirs: they followed a link only its mailbox
     * received (verification or password reset) and chose the password (decision 025).
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  // Emails are stored lower-cased by the schemas; the index on lower() guards older rows too.
  (table) => [uniqueIndex('users_email_key').on(sql`lower(${table.email})`)],
);

/** E-mail verification links sent at sign-up: only the SHA-256 of the token is kept; each works once. */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('email_verifications_token_hash_key').on(table.tokenHash)],
);

/**
 * Password-reset links ("Forgot password?"): only the SHA-256 of the token is kept; each works
 * once, for an hour. Following one proves the address, like a verification link.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('password_resets_token_hash_key').on(table.tokenHash),
    index('password_resets_user_idx').on(table.userId),
  ],
);

/** A user's role in a venue. Staff have owner/manager/coordinator; venue clients have client. */
export const memberships = pgTable(
  'memberships',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    role: text('role', { enum: roles }).notNull(),
    createdAt: createdAt(),
    /** A client's last visit to the portal, written at most every few minutes (decision 043). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.venueId] }), index('memberships_venue_idx').on(table.venueId)],
);

/** Sign-in sessions. Only the SHA-256 of the bearer token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    venueId: integer('venue_id').references(() => venues.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('sessions_token_hash_key').on(table.tokenHash), index('sessions_user_idx').on(table.userId)],
);

/** Failed sign-in attempts, kept in the database so every server instance sees the same count. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('login_failures_email_idx').on(table.email, table.createdAt),
    index('login_failures_ip_idx').on(table.ip, table.createdAt),
  ],
);
