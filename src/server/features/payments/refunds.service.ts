import Stripe from 'stripe';
import { formatUsd } from '#shared/money.ts';
import { centsToDecimal, decimalToCents } from '#shared/payments/payment-schedule.ts';
import { refundPaymentSchema, type Payment, type RefundPaymentInput } from '#shared/payments/payments.schemas.ts';
import type { Tx } from '../../db/client.ts';
import type { PaymentRefundStatus } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import type { StaffActor } from '../../http/access.ts';
import { moveRefund, settleRefundTotals, tellRefunded } from './payment-refund-settlement.ts';
import * as refundsRepo from './payment-refunds.repo.ts';
import { getPayment } from './payments.service.ts';
import * as repo from './payments.repo.ts';
import { getStripe } from './stripe-client.ts';
import { describeStripeError, onAccount } from './stripe-intents.ts';

/** Stripe's refund statuses as ours: only `succeeded` is money back; `failed` and `canceled` are not. */
export function toRefundStatus(status: string | null): PaymentRefundStatus {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'failed' || status === 'canceled') return 'failed';
  return 'pending';
}

/**
 * Gives money back on a paid payment, all that is left or part of it (owners and managers). A
 * Stripe payment is refunded through Stripe, on the venue's account, after commit; its answer
 * (and later Stripe's refund events) settle the refund. A test or recorded payment's refund is
 * recorded at once: staff give recorded money back themselves. The payment's status follows:
 * refunded once all of it is back. Refunds asked at once cannot exceed what was paid: each
 * locks the payment and counts every refund not failed. Its route lets owners and managers in
 * (payments:refund).
 */
export async function refundPayment(
  deps: AppDeps,
  actor: StaffActor,
  paymentId: number,
  input: RefundPaymentInput,
): Promise<Payment> {
  const data = refundPaymentSchema.parse(input);
  const asked = await deps.db.transaction(async (tx) => {
    const payment = await repo.findVenuePayment(tx, actor.venueId, paymentId, { lock: true });
    if (!payment) throw notFound('Payment');
    if (payment.status === 'refunded') throw new AppError('CONFLICT', 'This payment is already refunded in full');
    if (payment.status !== 'paid') throw new AppError('CONFLICT', 'Only a paid payment can be refunded');
    const leftCents =
      decimalToCents(payment.amount)! - decimalToCents((await refundsRepo.sumRefunds(tx, paymentId)).asked)!;
    if (leftCents <= 0) throw new AppError('CONFLICT', 'Everything paid is refunded or being refunded already');
    const cents = data.amount === undefined ? leftCents : decimalToCents(data.amount)!;
    if (cents > leftCents) {
      const message = `At most ${formatUsd(centsToDecimal(leftCents))} is left to refund`;
      throw new AppError('VALIDATION_FAILED', message, { fieldErrors: { amount: [message] } });
    }
    const viaStripe = payment.provider === 'stripe';
    const refund = await refundsRepo.insertRefund(tx, {
      venueId: actor.venueId,
      paymentId,
      amount: centsToDecimal(cents),
      reason: data.reason,
      requestedBy: actor.userId,
      status: viaStripe ? 'pending' : 'succeeded',
    });
    if (!viaStripe) {
      await tellRefunded(tx, payment, refund);
      await settleRefundTotals(tx, payment);
    }
    return { payment, refund, viaStripe };
  });
  if (asked.viaStripe) await refundThroughStripe(deps, asked.payment, asked.refund);
  deps.mailer.deliverSoon();
  return getPayment(deps, deps.db, actor.venueId, paymentId);
}

async function refundThroughStripe(
  deps: AppDeps,
  payment: repo.PaymentRow,
  refund: refundsRepo.PaymentRefundRow,
): Promise<void> {
  const config = deps.config.stripe;
  let answer: Stripe.Refund;
  try {
    if (!config || !payment.stripeIntentId) throw new Error('Stripe is not configured on this server any more');
    answer = await getStripe(config).refunds.create(
      {
        payment_intent: payment.stripeIntentId,
        amount: decimalToCents(refund.amount)!,
        // Stripe's own reason is one of a few codes; the venue's words travel in the metadata.
        metadata: {
          venuedeskRefundId: String(refund.id),
          paymentId: String(payment.id),
          ...(refund.reason ? { reason: refund.reason } : {}),
        },
      },
      { idempotencyKey: `venuedesk-refund-${refund.id}`, ...onAccount(payment.stripeAccount) },
    );
  } catch (error) {
    await refundsRepo.updateRefund(deps.db, refund.id, {
      status: 'failed',
      failureMessage: describeStripeError(error),
    });
    const refused =
      error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeCardError;
    throw new AppError(
      refused ? 'CONFLICT' : 'UNAVAILABLE',
      refused
        ? `Stripe refused the refund: ${describeStripeError(error)}`
        : 'Stripe could not be reached. Nothing was refunded; please try again.',
    );
  }
  await deps.db.transaction((tx) => applyStripeRefund(tx, payment.venueId, payment.id, answer, refund.id));
}

/**
 * Stripe's word on one refund of a payment, from the refund call's answer or a refund event, in
 * any order: the refund row (ours, found by id or by Stripe's; or a new one for a refund made in
 * Stripe's Dashboard) takes Stripe's status, then the payment's totals are settled.
 */
export async function applyStripeRefund(
  tx: Tx,
  venueId: number,
  paymentId: number,
  stripeRefund: Stripe.Refund,
  ourRefundId: number | null,
): Promise<void> {
  const payment = await repo.findVenuePayment(tx, venueId, paymentId, { lock: true });
  if (!payment) return;
  const status = toRefundStatus(stripeRefund.status);
  const existing =
    (await refundsRepo.findRefund(tx, { stripeRefundId: stripeRefund.id })) ??
    (ourRefundId === null ? undefined : await refundsRepo.findRefund(tx, { id: ourRefundId }));
  if (existing && existing.paymentId === payment.id) {
    await moveRefund(tx, payment, existing, {
      status,
      stripeRefundId: stripeRefund.id,
      failureMessage: status === 'failed' ? (stripeRefund.failure_reason ?? 'The refund failed') : null,
    });
  } else if (!existing) {
    const created = await refundsRepo.insertRefund(tx, {
      venueId,
      paymentId,
      amount: centsToDecimal(stripeRefund.amount),
      reason: 'Refunded in Stripe',
      requestedBy: null,
      status,
      stripeRefundId: stripeRefund.id,
    });
    if (status === 'succeeded') await tellRefunded(tx, payment, created);
  }
  await settleRefundTotals(tx, payment);
}
