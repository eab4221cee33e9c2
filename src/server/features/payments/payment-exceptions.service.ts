import { formatUsd } from '#shared/money.ts';
import { centsToDecimal } from '#shared/payments/payment-schedule.ts';
import type { PaymentException } from '#shared/payments/payments.schemas.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { PaymentExceptionKind } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import type { StaffActor } from '../../http/access.ts';
import { notifyVenue } from '../notifications/notifications.service.ts';
import { toRefundStatus } from './refunds.service.ts';
import * as refundsRepo from './payment-refunds.repo.ts';
import * as repo from './payments.repo.ts';
import { getStripe } from './stripe-client.ts';
import { describeStripeError, onAccount } from './stripe-intents.ts';

const kindMessages: Record<PaymentExceptionKind, string> = {
  already_paid: 'Stripe took a card payment for a payment that was already paid (or refunded), so it was paid twice.',
  checkout_replaced:
    'Stripe took a payment through a checkout that had been replaced (the amount changed or the payment was recorded by hand).',
  booking_cancelled: 'Stripe took a payment for a booking that is cancelled.',
  amount_mismatch: 'Stripe took an amount other than the payment asked for.',
};

/**
 * Money Stripe captured that no payment was waiting for, inside the webhook's transaction:
 * recorded (once per PaymentIntent) and told to the venue; the caller refunds it after commit.
 */
export async function recordPaymentException(
  tx: DbOrTx,
  payment: repo.PaymentRow,
  details: { kind: PaymentExceptionKind; cents: number; currency: string; intentId: string; account: string | null },
): Promise<number | null> {
  const row = await refundsRepo.insertException(tx, {
    venueId: payment.venueId,
    paymentId: payment.id,
    kind: details.kind,
    amount: centsToDecimal(details.cents),
    currency: details.currency,
    stripeIntentId: details.intentId,
    stripeAccount: details.account,
  });
  if (!row) return null;
  const facts = await repo.findReceiptFacts(tx, payment.venueId, payment.bookingId);
  await notifyVenue(tx, {
    venueId: payment.venueId,
    kind: 'payment.exception',
    title: `${formatUsd(row.amount)} from ${facts.coupleNames} needs a look`,
    body: `${kindMessages[details.kind]} It is being refunded automatically.`,
    link: `/payments?payment=${payment.id}`,
  });
  return row.id;
}

/**
 * Gives an exception's money back through Stripe, on the account it was paid to. Run after the
 * webhook commits, and again when staff press Refund now; Stripe refuses to refund more than was
 * captured, so a repeat cannot give back twice.
 */
export async function refundPaymentException(deps: AppDeps, exceptionId: number, retry = false): Promise<void> {
  const config = deps.config.stripe;
  const exception = (await refundsRepo.listUnrefundedExceptions(deps.db, [exceptionId]))[0];
  if (!config || !exception) return;
  try {
    const refund = await getStripe(config).refunds.create(
      { payment_intent: exception.stripeIntentId, metadata: { venuedeskExceptionId: String(exception.id) } },
      {
        idempotencyKey: `venuedesk-exception-${exception.id}${retry ? `-retry-${Date.now()}` : ''}`,
        ...onAccount(exception.stripeAccount),
      },
    );
    await applyExceptionRefund(deps.db, exception.id, refund.id, refund.status, refund.failure_reason ?? null);
  } catch (error) {
    await refundsRepo.updateException(deps.db, exception.id, {
      refundStatus: 'failed',
      refundFailure: describeStripeError(error),
    });
  }
}

export async function applyExceptionRefund(
  db: DbOrTx,
  exceptionId: number,
  stripeRefundId: string,
  stripeStatus: string | null,
  failure: string | null,
): Promise<void> {
  const status = toRefundStatus(stripeStatus);
  await refundsRepo.updateException(db, exceptionId, {
    refundStatus: status === 'succeeded' ? 'refunded' : status,
    stripeRefundId,
    refundFailure: status === 'failed' ? (failure ?? 'The refund failed') : null,
  });
}

export async function listPaymentExceptions(deps: AppDeps, actor: StaffActor): Promise<PaymentException[]> {
  const rows = await refundsRepo.listOpenExceptions(deps.db, actor.venueId);
  return rows.map((row) => ({
    id: row.id,
    paymentId: row.paymentId,
    coupleNames: row.coupleNames,
    kind: row.kind,
    message: kindMessages[row.kind],
    amount: row.amount,
    currency: row.currency,
    refundStatus: row.refundStatus,
    refundFailure: row.refundFailure,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Staff have looked: the exception leaves the list. One whose money is not back yet cannot. */
export async function resolvePaymentException(deps: AppDeps, actor: StaffActor, id: number): Promise<void> {
  const exception = await refundsRepo.findException(deps.db, { venueId: actor.venueId, id });
  if (!exception || exception.resolvedAt) throw notFound('Payment exception');
  if (exception.refundStatus !== 'refunded') {
    throw new AppError('CONFLICT', 'Its money is not back with the payer yet: refund it first');
  }
  await refundsRepo.updateException(deps.db, id, { resolvedAt: new Date(), resolvedBy: actor.userId });
}

/** Refund now: tries the automatic refund again for an exception whose refund failed. */
export async function retryPaymentExceptionRefund(deps: AppDeps, actor: StaffActor, id: number): Promise<void> {
  const exception = await refundsRepo.findException(deps.db, { venueId: actor.venueId, id });
  if (!exception || exception.resolvedAt) throw notFound('Payment exception');
  if (exception.refundStatus === 'refunded') throw new AppError('CONFLICT', 'This money is already refunded');
  await refundPaymentException(deps, id, true);
  const after = await refundsRepo.findException(deps.db, { venueId: actor.venueId, id });
  if (after?.refundStatus === 'failed') {
    throw new AppError('CONFLICT', `Stripe did not refund it: ${after.refundFailure ?? 'unknown reason'}`);
  }
}
