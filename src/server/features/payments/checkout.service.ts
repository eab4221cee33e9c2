import { randomBytes } from 'node:crypto';
import {
  confirmTestPaymentSchema,
  createPaymentIntentSchema,
  type ConfirmTestPaymentInput,
  type Payment,
  type PaymentConfig,
  type PaymentIntent,
} from '#shared/payments/payments.schemas.ts';
import { decimalToCents } from '#shared/payments/payment-schedule.ts';
import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Viewer } from '../../http/access.ts';
import { completePayment } from './payment-success.ts';
import { getPayment, getPaymentScope } from './payments.service.ts';
import * as repo from './payments.repo.ts';
import { getStripe } from './stripe-client.ts';
import { chargeTestCard } from './test-card-processor.ts';

export function getPaymentConfig(deps: AppDeps): PaymentConfig {
  const { stripe } = deps.config;
  return stripe ? { provider: 'stripe', publishableKey: stripe.publishableKey } : { provider: 'test' };
}

async function lockPendingPayment(tx: Tx, scope: repo.PaymentScope, id: number): Promise<repo.PaymentRow> {
  const payment = await repo.findPaymentIn(tx, scope, id, { lock: true });
  if (!payment) throw notFound('Payment');
  if (payment.status !== 'pending') throw new AppError('CONFLICT', `This payment is already ${payment.status}`);
  return payment;
}

/**
 * Starts a card payment for a pending payment (spec §7 create-payment-intent). The amount in the
 * request is ignored: the attempt charges the payment's own amount, fixed in the attempt row.
 * With Stripe, its PaymentIntent is created after commit (no network call inside a transaction),
 * with an idempotency key of this attempt, so a retried request never creates a second one.
 */
export async function createPaymentIntent(deps: AppDeps, viewer: Viewer, input: unknown): Promise<PaymentIntent> {
  const { paymentId } = createPaymentIntentSchema.parse(input);
  const provider = deps.config.stripe ? 'stripe' : 'test';
  const attempt = await deps.db.transaction(async (tx) => {
    const payment = await lockPendingPayment(tx, getPaymentScope(viewer), paymentId);
    return repo.insertAttempt(tx, {
      venueId: payment.venueId,
      paymentId,
      provider,
      amount: payment.amount,
      ...(provider === 'test' ? { clientSecret: `vd_test_${randomBytes(24).toString('base64url')}` } : {}),
    });
  });
  if (provider === 'test') return { clientSecret: attempt.clientSecret!, amount: attempt.amount, provider };

  try {
    const intent = await getStripe(deps.config.stripe!).paymentIntents.create(
      {
        amount: decimalToCents(attempt.amount)!,
        currency: attempt.currency,
        automatic_payment_methods: { enabled: true },
        metadata: { paymentId: String(paymentId), venueId: String(attempt.venueId), attemptId: String(attempt.id) },
      },
      { idempotencyKey: `venuedesk-payment-${paymentId}-attempt-${attempt.id}` },
    );
    await repo.updateAttempt(deps.db, attempt.id, { stripeIntentId: intent.id, clientSecret: intent.client_secret });
    return { clientSecret: intent.client_secret!, amount: attempt.amount, provider };
  } catch (error) {
    await repo.updateAttempt(deps.db, attempt.id, {
      status: 'failed',
      failureMessage: error instanceof Error ? error.message : String(error),
    });
    throw new AppError('UNAVAILABLE', 'The card processor could not be reached. Please try again.');
  }
}

/**
 * The built-in test processor's confirmation. Of two at once, the second waits for the first's
 * lock and finds the payment paid (409): a payment is charged once. A decline is recorded on the
 * attempt and the payment stays pending, so it can be paid later.
 */
export async function confirmTestPayment(
  deps: AppDeps,
  viewer: Viewer,
  paymentId: number,
  input: ConfirmTestPaymentInput,
): Promise<Payment> {
  if (deps.config.stripe) throw new AppError('CONFLICT', 'This venue takes cards through Stripe, not test mode');
  const card = confirmTestPaymentSchema.parse(input);
  const outcome = chargeTestCard(card);
  const result = await deps.db.transaction(async (tx) => {
    const payment = await lockPendingPayment(tx, getPaymentScope(viewer), paymentId);
    const attempt = await repo.findAttemptBySecret(tx, paymentId, card.clientSecret);
    if (!attempt || attempt.status !== 'created') {
      throw new AppError('CONFLICT', 'This payment form has expired. Close it and try again.');
    }
    if (attempt.amount !== payment.amount) {
      throw new AppError('CONFLICT', 'The amount of this payment changed. Close the form and try again.');
    }
    if (!outcome.ok) {
      await repo.updateAttempt(tx, attempt.id, { status: 'failed', failureMessage: outcome.message });
      return { ok: false as const, message: outcome.message };
    }
    await repo.updateAttempt(tx, attempt.id, { status: 'succeeded' });
    await completePayment(tx, payment, 'card');
    return { ok: true as const, payment: await getPayment(tx, payment.venueId, paymentId) };
  });
  if (!result.ok) throw new AppError('PAYMENT_DECLINED', result.message);
  deps.mailer.deliverSoon();
  return result.payment;
}
