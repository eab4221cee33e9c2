import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { deliverableOutboxStatuses, outboxStatuses, type VisibleLink } from '#shared/outbox/outbox.schemas.ts';
import { sqlList } from '../sql-lists.ts';
import { createdAt } from './columns.ts';
import { venues } from './venues.ts';

export interface EmailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

/** Every e-mail the product sends, written in the transaction that caused it. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    venueId: integer('venue_id').references(() => venues.id, { onDelete: 'cascade' }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    // pending → sending → sent | failed (after retries); stored when no SMTP is configured.
    status: text('status', { enum: outboxStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** A failed delivery waits here before the next try (exponential backoff). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /**
     * Token links in the body that some readers of the outbox may see. Every other token link is
     * redacted from the listing (see outbox-redaction.ts).
     */
    visibleLinks: jsonb('visible_links').$type<VisibleLink[]>().notNull().default([]),
    /** Files sent with the e-mail (a signed contract's PDF), base64 in the row. */
    attachments: jsonb('attachments').$type<EmailAttachment[]>().notNull().default([]),
    /**
     * When the retention pass emptied `attachments` (decision 035): the e-mail was done with long
     * ago, and it cannot be retried without them.
     */
    attachmentsPrunedAt: timestamp('attachments_pruned_at', { withTimezone: true }),
    /**
     * A venue's e-mail to its couple or visitor goes out in the venue's name (the From display
     * name, over the installation's MAIL_FROM address) and replies go to the venue's address.
     */
    senderName: text('sender_name'),
    replyTo: text('reply_to'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('outbox_venue_idx').on(table.venueId, table.createdAt),
    index('outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} in ${sqlList(deliverableOutboxStatuses)}`),
  ],
);
