import { deleteEndedBefore } from '../../db/batches.ts';
import type { DbOrTx } from '../../db/client.ts';
import { stripeEvents } from '../../db/schema.ts';

/** Deletes at most `limit` recorded Stripe events received before `before`; answers how many. */
export function deleteStripeEventsBefore(db: DbOrTx, before: Date, limit: number): Promise<number> {
  return deleteEndedBefore(db, { key: stripeEvents.id, time: stripeEvents.receivedAt }, before, limit);
}
