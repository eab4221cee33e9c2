import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { deliverableOutboxStatuses, type VisibleLink } from '#shared/outbox/outbox.schemas.ts';
import type { DbOrTx } from '../../db/client.ts';
import { sqlList } from '../../db/sql-lists.ts';
import { outbox, type EmailAttachment } from '../../db/schema.ts';

export interface EmailMessage {
  venueId: number | null;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Token links of the body that some staff may read in the outbox; see outbox-redaction.ts. */
  visibleLinks?: VisibleLink[];
  attachments?: EmailAttachment[];
  /** Sent in the venue's name with replies to the venue; see `venueSender`. */
  senderName?: string | null;
  replyTo?: string | null;
}

const publicColumns = {
  id: outbox.id,
  to: outbox.to,
  subject: outbox.subject,
  text: outbox.text,
  html: outbox.html,
  status: outbox.status,
  createdAt: outbox.createdAt,
  visibleLinks: outbox.visibleLinks,
};

export async function insertEmail(db: DbOrTx, message: EmailMessage): Promise<void> {
  await db.insert(outbox).values(message);
}

export function listVenueEmails(db: DbOrTx, venueId: number) {
  return db.select(publicColumns).from(outbox).where(eq(outbox.venueId, venueId)).orderBy(desc(outbox.id)).limit(500);
}

export async function findVenueEmail(db: DbOrTx, venueId: number, id: number) {
  const [row] = await db
    .select(publicColumns)
    .from(outbox)
    .where(and(eq(outbox.venueId, venueId), eq(outbox.id, id)));
  return row;
}

/** Puts a failed email of the venue back in the queue, due now; returns whether one was requeued. */
export async function requeueFailedEmail(db: DbOrTx, venueId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(outbox)
    .set({ status: 'pending', attempts: 0, lastError: null, claimedAt: null, nextAttemptAt: sql`now()` })
    .where(and(eq(outbox.venueId, venueId), eq(outbox.id, id), eq(outbox.status, 'failed')))
    .returning({ id: outbox.id });
  return rows.length > 0;
}

/**
 * Claims a batch of due emails. SKIP LOCKED lets several server instances share the queue. A
 * claim counts an attempt and holds the row for five minutes (its `next_attempt_at`), so a row
 * stuck in `sending` (its server died mid-send) is due again after that.
 */
export async function claimDueEmails(db: DbOrTx, limit: number) {
  const result = await db.execute<{
    id: number;
    to: string;
    subject: string;
    text: string;
    html: string;
    attempts: number;
    attachments: EmailAttachment[];
    senderName: string | null;
    replyTo: string | null;
  }>(sql`
    UPDATE ${outbox}
    SET status = 'sending', attempts = attempts + 1, claimed_at = now(),
      next_attempt_at = now() + interval '5 minutes'
    WHERE id IN (
      SELECT id FROM ${outbox}
      WHERE status IN ${sqlList(deliverableOutboxStatuses)} AND next_attempt_at <= now()
      ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED
    )
    RETURNING id, "to", subject, text, html, attempts, attachments,
      sender_name AS "senderName", reply_to AS "replyTo"`);
  return result.rows;
}

export async function markEmailSent(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(outbox)
    .set({ status: 'sent', lastError: null, sentAt: sql`now()` })
    .where(eq(outbox.id, id));
}

/** Records a failed attempt: the email waits `delayMs`, or fails for good; returns its next attempt time. */
export async function recordFailedAttempt(
  db: DbOrTx,
  id: number,
  failure: { lastError: string; delayMs: number; isFinal: boolean },
): Promise<Date> {
  const [row] = await db
    .update(outbox)
    .set({
      status: failure.isFinal ? 'failed' : 'pending',
      lastError: failure.lastError,
      nextAttemptAt: sql`now() + make_interval(secs => ${failure.delayMs / 1000})`,
    })
    .where(eq(outbox.id, id))
    .returning({ nextAttemptAt: outbox.nextAttemptAt });
  return row!.nextAttemptAt;
}

/** Gives claimed emails back unsent and uncharged (the claim's attempt is undone), due at `dueAt`. */
export async function releaseEmails(db: DbOrTx, ids: number[], dueAt: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(outbox)
    .set({ status: 'pending', attempts: sql`${outbox.attempts} - 1`, claimedAt: null, nextAttemptAt: dueAt })
    .where(and(inArray(outbox.id, ids), eq(outbox.status, 'sending')));
}

/** With no SMTP configured, queued mail is kept in the outbox for staff to read. */
export async function storeAllPendingEmails(db: DbOrTx): Promise<number> {
  const rows = await db
    .update(outbox)
    .set({ status: 'stored' })
    .where(inArray(outbox.status, deliverableOutboxStatuses))
    .returning({ id: outbox.id });
  return rows.length;
}
