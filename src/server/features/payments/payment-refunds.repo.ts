import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { bookings, paymentExceptions, paymentRefunds, payments } from '../../db/schema.ts';

export type PaymentRefundRow = typeof paymentRefunds.$inferSelect;
export type PaymentExceptionRow = typeof paymentExceptions.$inferSelect;

export async function insertRefund(
  db: DbOrTx,
  values: Pick<PaymentRefundRow, 'venueId' | 'paymentId' | 'amount' | 'reason' | 'requestedBy'> &
    Partial<Pick<PaymentRefundRow, 'status' | 'stripeRefundId'>>,
): Promise<PaymentRefundRow> {
  const [row] = await db.insert(paymentRefunds).values(values).returning();
  return row!;
}

export async function updateRefund(
  db: DbOrTx,
  id: number,
  values: Partial<Pick<PaymentRefundRow, 'status' | 'stripeRefundId' | 'failureMessage' | 'amount'>>,
): Promise<void> {
  await db
    .update(paymentRefunds)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(paymentRefunds.id, id));
}

export async function findRefund(db: DbOrTx, filter: { id: number } | { stripeRefundId: string }) {
  const [row] = await db
    .select()
    .from(paymentRefunds)
    .where(
      'id' in filter ? eq(paymentRefunds.id, filter.id) : eq(paymentRefunds.stripeRefundId, filter.stripeRefundId),
    );
  return row;
}

/** What the payment's refunds add up to: those that went through, and those not failed (asked). */
export async function sumRefunds(db: DbOrTx, paymentId: number) {
  const [row] = await db
    .select({
      succeeded: sql<string>`coalesce(sum(${paymentRefunds.amount}) filter (where ${paymentRefunds.status} = 'succeeded'), 0)::numeric(12, 2)::text`,
      asked: sql<string>`coalesce(sum(${paymentRefunds.amount}) filter (where ${paymentRefunds.status} <> 'failed'), 0)::numeric(12, 2)::text`,
    })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.paymentId, paymentId));
  return row!;
}

export async function insertException(
  db: DbOrTx,
  values: Pick<
    PaymentExceptionRow,
    'venueId' | 'paymentId' | 'kind' | 'amount' | 'currency' | 'stripeIntentId' | 'stripeAccount'
  >,
): Promise<PaymentExceptionRow | undefined> {
  const [row] = await db.insert(paymentExceptions).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateException(
  db: DbOrTx,
  id: number,
  values: Partial<
    Pick<PaymentExceptionRow, 'refundStatus' | 'stripeRefundId' | 'refundFailure' | 'resolvedAt' | 'resolvedBy'>
  >,
): Promise<void> {
  await db.update(paymentExceptions).set(values).where(eq(paymentExceptions.id, id));
}

export async function findException(db: DbOrTx, filter: { venueId: number; id: number } | { stripeIntentId: string }) {
  const [row] = await db
    .select()
    .from(paymentExceptions)
    .where(
      'id' in filter
        ? and(eq(paymentExceptions.venueId, filter.venueId), eq(paymentExceptions.id, filter.id))
        : eq(paymentExceptions.stripeIntentId, filter.stripeIntentId),
    );
  return row;
}

/** The venue's exceptions nobody has marked as looked at, newest first, with the couple. */
export async function listOpenExceptions(db: DbOrTx, venueId: number) {
  return db
    .select({
      id: paymentExceptions.id,
      paymentId: paymentExceptions.paymentId,
      coupleNames: bookings.coupleNames,
      kind: paymentExceptions.kind,
      amount: paymentExceptions.amount,
      currency: paymentExceptions.currency,
      refundStatus: paymentExceptions.refundStatus,
      refundFailure: paymentExceptions.refundFailure,
      createdAt: paymentExceptions.createdAt,
    })
    .from(paymentExceptions)
    .innerJoin(
      payments,
      and(eq(payments.venueId, paymentExceptions.venueId), eq(payments.id, paymentExceptions.paymentId)),
    )
    .innerJoin(bookings, and(eq(bookings.venueId, payments.venueId), eq(bookings.id, payments.bookingId)))
    .where(and(eq(paymentExceptions.venueId, venueId), isNull(paymentExceptions.resolvedAt)))
    .orderBy(desc(paymentExceptions.createdAt), desc(paymentExceptions.id));
}

/** Exceptions whose automatic refund has not gone through yet (to try again). */
export async function listUnrefundedExceptions(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(paymentExceptions)
    .where(and(inArray(paymentExceptions.id, ids), inArray(paymentExceptions.refundStatus, ['pending', 'failed'])));
}
