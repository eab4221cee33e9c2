import { lt, or, and, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginFailures, sessions } from '../../db/schema.ts';
import { deleteExpiredRateLimits } from '../../http/rate-limits.repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes sign-in records nobody needs any more: failures older than a day (the throttle looks
 * back 15 minutes), sessions expired or revoked more than a week ago, and ended rate-limit windows.
 */
export async function deleteStaleAuthRecords(db: Db, now = new Date()): Promise<void> {
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, new Date(now.getTime() - DAY_MS)));
  await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, weekAgo), and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, weekAgo))));
  await deleteExpiredRateLimits(db);
}
