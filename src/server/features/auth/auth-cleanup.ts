import { lt, or, and, isNotNull } from 'drizzle-orm';
import { repeatInBatches } from '../../db/batches.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { loginFailures, sessions } from '../../db/schema.ts';
import { deleteExpiredRateLimits } from '../../http/rate-limits.repo.ts';
import { deleteEndedAccountLinks } from './account-links.repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes sign-in records nobody needs any more: failures older than a day (the throttle looks
 * back 15 minutes), sessions expired or revoked more than a week ago, and ended rate-limit windows.
 * Answers how many failures and sessions went.
 */
export async function deleteStaleAuthRecords(
  db: Db,
  now = new Date(),
): Promise<{ loginFailures: number; sessions: number }> {
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  const failures = await db.delete(loginFailures).where(lt(loginFailures.createdAt, new Date(now.getTime() - DAY_MS)));
  const ended = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, weekAgo), and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, weekAgo))));
  await deleteExpiredRateLimits(db);
  return { loginFailures: failures.rowCount ?? 0, sessions: ended.rowCount ?? 0 };
}

/**
 * The retention pass's part in accounts (decision 035): e-mail verification and password-reset
 * links that ended (used, or expired unused) before `before`. Until then they show when and how
 * an address was proven (decision 025). Answers how many of each kind went.
 */
export async function deleteEndedAccountLinksBefore(
  db: DbOrTx,
  before: Date,
): Promise<{ emailVerifications: number; passwordResets: number }> {
  return {
    emailVerifications: await repeatInBatches((limit) => deleteEndedAccountLinks(db, 'verify-email', before, limit)),
    passwordResets: await repeatInBatches((limit) => deleteEndedAccountLinks(db, 'reset-password', before, limit)),
  };
}
