import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { stripeEvents } from '../../db/schema.ts';

/** Deletes at most `limit` recorded Stripe events received before `before`; answers how many. */
export async function deleteStripeEventsBefore(db: DbOrTx, before: Date, limit: number): Promise<number> {
  const result = await db.execute(sql`
    delete from ${stripeEvents} where id in (
      select id from ${stripeEvents} where received_at < ${before.toISOString()}::timestamptz
      order by id limit ${limit} for update skip locked
    )`);
  return result.rowCount ?? 0;
}
