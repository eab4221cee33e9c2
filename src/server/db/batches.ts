import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

/** Rows one statement of a retention pass changes at most: short statements, short row locks. */
export const BATCH_SIZE = 500;

/**
 * Repeats `step` (which changes at most `limit` rows and answers how many it did) until a batch
 * comes back short, and answers the sum. A first pass over years of rows then never holds
 * thousands of row locks, or writes one huge transaction, at once.
 */
export async function repeatInBatches(step: (limit: number) => Promise<number>, limit = BATCH_SIZE): Promise<number> {
  let total = 0;
  for (;;) {
    const changed = await step(limit);
    total += changed;
    if (changed < limit) return total;
  }
}

/**
 * One batch of a retention pass over a table whose rows end at `time`: deletes at most `limit`
 * rows that ended before `before`, in `key` order (oldest first where keys grow with time),
 * skipping rows another pass holds; answers how many went. With `repeatInBatches`.
 */
export async function deleteEndedBefore(
  db: DbOrTx,
  { key, time }: { key: AnyPgColumn; time: AnyPgColumn },
  before: Date,
  limit: number,
): Promise<number> {
  const table = key.table;
  const result = await db.execute(sql`
    delete from ${table} where ${key} in (
      select ${key} from ${table} where ${time} < ${before.toISOString()}::timestamptz
      order by ${key} limit ${limit} for update skip locked
    )`);
  return result.rowCount ?? 0;
}
