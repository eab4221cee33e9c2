import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { emailVerifications, passwordResets, users } from '../../db/schema.ts';

/**
 * The two kinds of link e-mailed to an address that prove it (decision 025): the verification
 * link of sign-up and the password-reset link. Both tables have the same shape: the SHA-256 of
 * the token, an expiry, and when it was used.
 */
export type AccountLinkKind = 'verify-email' | 'reset-password';

function tableOf(kind: AccountLinkKind) {
  return kind === 'verify-email' ? emailVerifications : passwordResets;
}

export async function insertAccountLink(
  db: DbOrTx,
  kind: AccountLinkKind,
  values: { userId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(tableOf(kind)).values(values);
}

/** A link by its token, whatever its state (the caller answers 404 unknown, 410 used or expired). */
export async function findAccountLink(db: DbOrTx, kind: AccountLinkKind, tokenHash: string) {
  const table = tableOf(kind);
  const [row] = await db
    .select({
      id: table.id,
      userId: table.userId,
      isUsable: sql<boolean>`${table.usedAt} is null and ${table.expiresAt} > now()`,
      email: users.email,
    })
    .from(table)
    .innerJoin(users, eq(users.id, table.userId))
    .where(eq(table.tokenHash, tokenHash));
  return row;
}

/** Uses the link up; of simultaneous uses exactly one gets the row. */
export async function claimAccountLink(tx: DbOrTx, kind: AccountLinkKind, id: number): Promise<boolean> {
  const table = tableOf(kind);
  const rows = await tx
    .update(table)
    .set({ usedAt: sql`now()` })
    .where(and(eq(table.id, id), isNull(table.usedAt), gt(table.expiresAt, sql`now()`)))
    .returning({ id: table.id });
  return rows.length > 0;
}

/** Ends every unused link of both kinds for the user: whoever proved the address holds the account now. */
export async function useUpAccountLinks(tx: DbOrTx, userId: number): Promise<void> {
  for (const table of [emailVerifications, passwordResets]) {
    await tx
      .update(table)
      .set({ usedAt: sql`now()` })
      .where(and(eq(table.userId, userId), isNull(table.usedAt)));
  }
}

/**
 * Deletes at most `limit` links of one kind that ended (used, or expired unused) before `before`;
 * answers how many. A link still usable never ended, so it is never deleted here.
 */
export async function deleteEndedAccountLinks(
  db: DbOrTx,
  kind: AccountLinkKind,
  before: Date,
  limit: number,
): Promise<number> {
  const table = tableOf(kind);
  const result = await db.execute(sql`
    delete from ${table} where id in (
      select id from ${table}
      where coalesce(${table.usedAt}, ${table.expiresAt}) < ${before.toISOString()}::timestamptz
      order by id limit ${limit} for update skip locked
    )`);
  return result.rowCount ?? 0;
}
