import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window request counters for the per-address limits (sign-up, contact, sign-in), kept in
 * PostgreSQL so that every server instance counts against the same limit.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limits_resets_at_idx').on(table.resetsAt)],
);
