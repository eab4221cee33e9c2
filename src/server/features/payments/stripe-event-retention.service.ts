import type { DbOrTx } from '../../db/client.ts';
import { repeatInBatches } from '../../db/batches.ts';
import { deleteStripeEventsBefore } from './stripe-event-retention.repo.ts';

/**
 * The retention pass's part in payments (decision 035): forgets the ids of Stripe events received
 * before `before`. They are kept only to recognise a second delivery of one event, and Stripe
 * redelivers for up to 3 days (and lists the last 30 days' events for processing missed ones by
 * hand), so RETENTION_DAYS (at least 7, 90 by default) keeps that check sound; an older event
 * arriving again would still find its payment unable to move backwards. Answers how many.
 */
export function pruneStripeEvents(db: DbOrTx, before: Date): Promise<number> {
  return repeatInBatches((limit) => deleteStripeEventsBefore(db, before, limit));
}
