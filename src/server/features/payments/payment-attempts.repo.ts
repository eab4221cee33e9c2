import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { paymentAttempts, type PaymentAttemptStatus } from '../../db/schema.ts';

export type PaymentAttemptRow = typeof paymentAttempts.$inferSelect;

export async function insertAttempt(
  db: DbOrTx,
  values: Pick<PaymentAttemptRow, 'venueId' | 'paymentId' | 'provider' | 'amount' | 'stripeAccount'> & {
    clientSecret?: string;
  },
): Promise<PaymentAttemptRow> {
  const [row] = await db.insert(paymentAttempts).values(values).returning();
  return row!;
}

export async function updateAttempt(
  db: DbOrTx,
  id: number,
  values: Partial<Pick<PaymentAttemptRow, 'status' | 'clientSecret' | 'stripeIntentId' | 'failureMessage'>>,
): Promise<void> {
  await db
    .update(paymentAttempts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(paymentAttempts.id, id));
}

/** The payment's live checkout (at most one: a partial unique index), if any. */
export async function findLiveAttempt(db: DbOrTx, paymentId: number): Promise<PaymentAttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.paymentId, paymentId), eq(paymentAttempts.status, 'created')));
  return row;
}

/** The live checkouts of these payments. */
export async function findLiveAttempts(db: DbOrTx, paymentIds: number[]): Promise<PaymentAttemptRow[]> {
  if (paymentIds.length === 0) return [];
  return db
    .select()
    .from(paymentAttempts)
    .where(and(inArray(paymentAttempts.paymentId, paymentIds), eq(paymentAttempts.status, 'created')));
}

/**
 * Ends the payment's open checkouts (live, or a bank debit on its way when `including` says so)
 * and answers them, so that their Stripe PaymentIntents can be cancelled after commit.
 */
export async function cancelOpenAttempts(
  db: DbOrTx,
  paymentId: number,
  statuses: PaymentAttemptStatus[] = ['created'],
): Promise<PaymentAttemptRow[]> {
  return db
    .update(paymentAttempts)
    .set({ status: 'canceled', updatedAt: sql`now()` })
    .where(and(eq(paymentAttempts.paymentId, paymentId), inArray(paymentAttempts.status, statuses)))
    .returning();
}

export async function findAttemptBySecret(db: DbOrTx, paymentId: number, clientSecret: string) {
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.paymentId, paymentId), eq(paymentAttempts.clientSecret, clientSecret)));
  return row;
}

export async function findAttemptByStripeIntent(db: DbOrTx, intentId: string) {
  const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.stripeIntentId, intentId));
  return row;
}
