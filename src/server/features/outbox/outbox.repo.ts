import { and, desc, eq, sql } from 'drizzle-orm';
import type { VisibleLink } from '#shared/outbox/outbox.schemas.ts';
import type { DbOrTx } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';

export interface EmailMessage {
  venueId: number | null;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Token links of the body that some staff may read in the outbox; see outbox-redaction.ts. */
  visibleLinks?: VisibleLink[];
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

/** Puts a failed email of the venue back in the queue; returns whether one was requeued. */
export async function requeueFailedEmail(db: DbOrTx, venueId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(outbox)
    .set({ status: 'pending', attempts: 0, lastError: null, claimedAt: null })
    .where(and(eq(outbox.venueId, venueId), eq(outbox.id, id), eq(outbox.status, 'failed')))
    .returning({ id: outbox.id });
  return rows.length > 0;
}

/**
 * Claims a batch to deliver. SKIP LOCKED lets several server instances share the queue; a row
 * stuck in `sending` (its server died mid-send) is claimed again after five minutes.
 */
export async function claimPendingEmails(db: DbOrTx, limit: number) {
  const result = await db.execute<{
    id: number;
    to: string;
    subject: string;
    text: string;
    html: string;
    attempts: number;
  }>(sql`
    UPDATE ${outbox} SET status = 'sending', attempts = attempts + 1, claimed_at = now()
    WHERE id IN (
      SELECT id FROM ${outbox}
      WHERE status = 'pending' OR (status = 'sending' AND claimed_at < now() - interval '5 minutes')
      ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED
    )
    RETURNING id, "to", subject, text, html, attempts`);
  return result.rows;
}

export async function markEmail(
  db: DbOrTx,
  id: number,
  update: { status: 'sent' | 'failed' | 'pending' | 'stored'; lastError?: string },
): Promise<void> {
  await db
    .update(outbox)
    .set({
      status: update.status,
      lastError: update.lastError ?? null,
      sentAt: update.status === 'sent' ? sql`now()` : null,
    })
    .where(eq(outbox.id, id));
}

/** With no SMTP configured, queued mail is kept in the outbox for staff to read. */
export async function storeAllPendingEmails(db: DbOrTx): Promise<number> {
  const rows = await db
    .update(outbox)
    .set({ status: 'stored' })
    .where(sql`${outbox.status} in ('pending', 'sending')`)
    .returning({ id: outbox.id });
  return rows.length;
}
