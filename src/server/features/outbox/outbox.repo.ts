import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { deliverableOutboxStatuses, type outboxStatuses, type VisibleLink } from '#shared/outbox/outbox.schemas.ts';
import type { DbOrTx } from '../../db/client.ts';
import { defineKeyset, keysetKeyField, keysetOrderBy, type PageRequest } from '../../db/keyset.ts';
import { sqlList } from '../../db/sql-lists.ts';
import { outbox, venues, type EmailAttachment } from '../../db/schema.ts';

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
  attempts: outbox.attempts,
  lastError: outbox.lastError,
  sentAt: outbox.sentAt,
  visibleLinks: outbox.visibleLinks,
};

/** The venue's e-mails, newest first (ids grow with time). */
export const outboxListKeyset = defineKeyset('outbox', [{ column: outbox.id, kind: 'integer', direction: 'desc' }]);

export async function insertEmail(db: DbOrTx, message: EmailMessage): Promise<void> {
  await db.insert(outbox).values(message);
}

/** A page of the venue's e-mails, and how many it has in all. */
export async function listVenueEmails(db: DbOrTx, venueId: number, page: PageRequest) {
  const [rows, [count]] = await Promise.all([
    db
      .select({ ...publicColumns, pageKey: keysetKeyField(outboxListKeyset) })
      .from(outbox)
      .where(and(eq(outbox.venueId, venueId), page.after))
      .orderBy(...keysetOrderBy(outboxListKeyset))
      .limit(page.limit + 1),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(outbox)
      .where(eq(outbox.venueId, venueId)),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** How many of the venue's e-mails have not gone out: kept without SMTP, or still queued. */
export async function countWaitingEmails(db: DbOrTx, venueId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(outbox)
    .where(and(eq(outbox.venueId, venueId), inArray(outbox.status, ['stored', ...deliverableOutboxStatuses])));
  return row?.total ?? 0;
}

export async function findVenueEmail(db: DbOrTx, venueId: number, id: number) {
  const [row] = await db
    .select(publicColumns)
    .from(outbox)
    .where(and(eq(outbox.venueId, venueId), eq(outbox.id, id)));
  return row;
}

/**
 * Puts an email of the venue in one of `statuses` back in the queue, due now; returns whether
 * one was requeued. One whose attachments the retention pass removed stays as it is: it would go
 * out without them.
 */
export async function requeueEmail(
  db: DbOrTx,
  venueId: number,
  id: number,
  statuses: readonly ('failed' | 'stored')[],
): Promise<boolean> {
  const rows = await db
    .update(outbox)
    .set({ status: 'pending', attempts: 0, lastError: null, claimedAt: null, nextAttemptAt: sql`now()` })
    .where(
      and(
        eq(outbox.venueId, venueId),
        eq(outbox.id, id),
        inArray(outbox.status, statuses),
        isNull(outbox.attachmentsPrunedAt),
      ),
    )
    .returning({ id: outbox.id });
  return rows.length > 0;
}

/** Whether the retention pass removed the email's attachments. */
export async function hasPrunedAttachments(db: DbOrTx, venueId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ prunedAt: outbox.attachmentsPrunedAt })
    .from(outbox)
    .where(and(eq(outbox.venueId, venueId), eq(outbox.id, id)));
  return Boolean(row?.prunedAt);
}

/** E-mails no instance will send again: delivered, failed after every retry, or kept without SMTP. */
const finishedStatuses = ['sent', 'failed', 'stored'] as const satisfies readonly (typeof outboxStatuses)[number][];

/**
 * Empties the attachments of at most `limit` finished e-mails last sent (or, never sent, made)
 * before `before`, and notes when; answers how many. Rows another pass holds are skipped, not
 * waited for: that pass empties them.
 */
export async function pruneFinishedAttachments(db: DbOrTx, before: Date, limit: number): Promise<number> {
  const result = await db.execute(sql`
    update ${outbox} set attachments = '[]'::jsonb, attachments_pruned_at = now()
    where id in (
      select id from ${outbox}
      where attachments <> '[]'::jsonb and status in ${sqlList(finishedStatuses)}
        and coalesce(sent_at, created_at) < ${before.toISOString()}::timestamptz
      order by id limit ${limit}
      for update skip locked
    )`);
  return result.rowCount ?? 0;
}

/**
 * Claims the next due email, one at a time: SKIP LOCKED lets several server instances share the
 * queue, and a claim holds only the email being sent. A claim counts an attempt and leases the
 * row for `leaseMs` (its `next_attempt_at`), so a row stuck in `sending` (its server died
 * mid-send) is due again after that. The claim's time, to the microsecond, is its token: only
 * the holder of the current claim may record how the send went.
 */
export async function claimNextDueEmail(db: DbOrTx, leaseMs: number) {
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
    claim: string;
  }>(sql`
    UPDATE ${outbox}
    SET status = 'sending', attempts = attempts + 1, claimed_at = clock_timestamp(),
      next_attempt_at = clock_timestamp() + make_interval(secs => ${leaseMs / 1000})
    WHERE id = (
      SELECT id FROM ${outbox}
      WHERE status IN ${sqlList(deliverableOutboxStatuses)} AND next_attempt_at <= now()
      ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED
    )
    RETURNING id, "to", subject, text, html, attempts, attachments,
      sender_name AS "senderName", reply_to AS "replyTo", claimed_at::text AS claim`);
  return result.rows[0];
}

/** The email under this claim, and only under it: a lease that ran out belongs to whoever took it next. */
function isClaimedBy(id: number, claim: string) {
  return and(eq(outbox.id, id), eq(outbox.status, 'sending'), sql`${outbox.claimedAt} = ${claim}::timestamptz`);
}

/** Records the send; false when the claim was lost (its lease ran out and another instance took it). */
export async function markEmailSent(db: DbOrTx, id: number, claim: string): Promise<boolean> {
  const rows = await db
    .update(outbox)
    .set({ status: 'sent', lastError: null, sentAt: sql`now()` })
    .where(isClaimedBy(id, claim))
    .returning({ id: outbox.id });
  return rows.length > 0;
}

/**
 * Records a failed attempt under the claim: the email waits `delayMs`, or fails for good.
 * Answers its next attempt time, or null when the claim was lost: then another instance holds
 * (or has sent) the email, and this failure must not put it back in the queue.
 */
export async function recordFailedAttempt(
  db: DbOrTx,
  id: number,
  claim: string,
  failure: { lastError: string; delayMs: number; isFinal: boolean },
): Promise<Date | null> {
  const [row] = await db
    .update(outbox)
    .set({
      status: failure.isFinal ? 'failed' : 'pending',
      lastError: failure.lastError,
      nextAttemptAt: sql`now() + make_interval(secs => ${failure.delayMs / 1000})`,
    })
    .where(isClaimedBy(id, claim))
    .returning({ nextAttemptAt: outbox.nextAttemptAt });
  return row?.nextAttemptAt ?? null;
}

/**
 * When the SMTP server cannot be reached, every e-mail due before `until` waits until then,
 * uncharged: they would fail the same way now.
 */
export async function postponeDueEmails(db: DbOrTx, until: Date): Promise<void> {
  await db
    .update(outbox)
    .set({ nextAttemptAt: until })
    .where(and(eq(outbox.status, 'pending'), lt(outbox.nextAttemptAt, until)));
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

/** What a venue's e-mails show of it: its name, branding colour and logo (a data URL). */
export async function findVenueBrand(db: DbOrTx, venueId: number) {
  const [row] = await db
    .select({ name: venues.name, slug: venues.slug, primaryColor: venues.primaryColor, logo: venues.logo })
    .from(venues)
    .where(eq(venues.id, venueId));
  return row;
}
