import { lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';

/**
 * Counts one request against a fixed window and answers the count so far and the milliseconds
 * left in the window. One upsert, so parallel requests on any instance count exactly once each.
 */
export async function countRequest(db: DbOrTx, key: string, windowMs: number) {
  const result = await db.execute<{ hits: number; ttl: number }>(sql`
    insert into ${rateLimits} as r (key, hits, resets_at)
    values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
    on conflict (key) do update set
      hits = case when r.resets_at <= now() then 1 else r.hits + 1 end,
      resets_at = case when r.resets_at <= now() then excluded.resets_at else r.resets_at end
    returning hits, greatest(0, ceil(extract(epoch from (resets_at - now())) * 1000))::int as ttl`);
  return result.rows[0]!;
}

export async function deleteExpiredRateLimits(db: DbOrTx): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.resetsAt, sql`now()`));
}
