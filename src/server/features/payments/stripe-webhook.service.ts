import type Stripe from 'stripe';
import { decimalToCents } from '#shared/payments/payment-schedule.ts';
import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { completePayment } from './payment-success.ts';
import * as repo from './payments.repo.ts';
import { getStripe } from './stripe-client.ts';

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored';

/**
 * A Stripe webhook: the signature over the raw body is checked first (400 when missing or
 * wrong). Each event id is recorded in the transaction of its effect, so a redelivery does
 * nothing; a payment never moves backwards (a late failure after success changes nothing); an
 * intent whose amount or currency differs from its attempt's never marks the payment paid.
 */
export async function handleStripeWebhook(
  deps: AppDeps,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  const config = deps.config.stripe;
  if (!config) throw new AppError('NOT_FOUND', 'Stripe is not configured');
  if (!signature) throw new AppError('BAD_REQUEST', 'Missing Stripe-Signature header');
  let event: Stripe.Event;
  try {
    event = getStripe(config).webhooks.constructEvent(rawBody, signature, config.webhookSecret);
  } catch {
    throw new AppError('BAD_REQUEST', 'The Stripe signature does not match this payload');
  }
  const outcome = await deps.db.transaction(async (tx): Promise<WebhookOutcome> => {
    if (!(await repo.recordStripeEvent(tx, event.id, event.type))) return 'duplicate';
    switch (event.type) {
      case 'payment_intent.succeeded':
        return applySucceeded(tx, event.data.object);
      case 'payment_intent.payment_failed':
        return applyFailed(tx, event.data.object);
      case 'charge.refunded':
        return applyRefund(tx, event.data.object);
      default:
        return 'ignored';
    }
  });
  if (outcome === 'applied') deps.mailer.deliverSoon();
  return outcome;
}

async function lockAttemptPayment(tx: Tx, intentId: string) {
  const attempt = await repo.findAttemptByStripeIntent(tx, intentId);
  if (!attempt) return null;
  const payment = await repo.findVenuePayment(tx, attempt.venueId, attempt.paymentId, { lock: true });
  return payment ? { attempt, payment } : null;
}

async function applySucceeded(tx: Tx, intent: Stripe.PaymentIntent): Promise<WebhookOutcome> {
  const found = await lockAttemptPayment(tx, intent.id);
  if (!found) return 'ignored';
  const { attempt, payment } = found;
  const expectedCents = decimalToCents(attempt.amount);
  const received = intent.amount_received || intent.amount;
  if (received !== expectedCents || intent.currency !== attempt.currency || attempt.amount !== payment.amount) {
    await repo.updateAttempt(tx, attempt.id, {
      status: 'failed',
      failureMessage: `Amount mismatch: Stripe reported ${received} ${intent.currency}, expected ${expectedCents} ${attempt.currency}`,
    });
    return 'ignored';
  }
  await repo.updateAttempt(tx, attempt.id, { status: 'succeeded', failureMessage: null });
  if (payment.status !== 'pending') return 'ignored'; // already paid (or refunded): never again
  await completePayment(tx, payment, 'card');
  return 'applied';
}

async function applyFailed(tx: Tx, intent: Stripe.PaymentIntent): Promise<WebhookOutcome> {
  const found = await lockAttemptPayment(tx, intent.id);
  if (!found || found.attempt.status === 'succeeded') return 'ignored'; // a late failure after success
  await repo.updateAttempt(tx, found.attempt.id, {
    status: 'failed',
    failureMessage: intent.last_payment_error?.message ?? 'The payment failed',
  });
  return 'applied';
}

async function applyRefund(tx: Tx, charge: Stripe.Charge): Promise<WebhookOutcome> {
  const intentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
  const found = intentId ? await lockAttemptPayment(tx, intentId) : null;
  if (!found || found.payment.status !== 'paid' || !charge.refunded) return 'ignored'; // only a full refund
  await repo.updatePayment(tx, found.payment.venueId, found.payment.id, { status: 'refunded' });
  return 'applied';
}
