import type Stripe from 'stripe';
import { formatUsd } from '#shared/money.ts';
import { decimalToCents } from '#shared/payments/payment-schedule.ts';
import type { Tx } from '../../db/client.ts';
import type { PaymentExceptionKind } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { notifyVenue } from '../notifications/notifications.service.ts';
import * as attempts from './payment-attempts.repo.ts';
import { applyExceptionRefund, recordPaymentException, refundPaymentException } from './payment-exceptions.service.ts';
import * as refundsRepo from './payment-refunds.repo.ts';
import { completePayment } from './payment-success.ts';
import { applyStripeRefund } from './refunds.service.ts';
import * as repo from './payments.repo.ts';
import { updateStripeAccountState } from './stripe-accounts.repo.ts';
import { getStripe } from './stripe-client.ts';

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored' | 'exception';

interface Applied {
  outcome: WebhookOutcome;
  /** An exception recorded now, whose money is refunded once the transaction has committed. */
  exceptionId?: number | null;
}

/**
 * A Stripe webhook, from the platform's account or (Connect) a venue's. The signature over the
 * raw body is checked against each configured secret first (400 when missing or wrong). Each
 * event id is recorded in the transaction of its effect, so a redelivery does nothing. Every
 * effect locks the payment row and moves its state only forward, so deliveries that race or
 * arrive out of order (a refund before its success) end in the same state (decision 033).
 */
export async function handleStripeWebhook(
  deps: AppDeps,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  const config = deps.config.stripe;
  if (!config) throw new AppError('NOT_FOUND', 'Stripe is not configured');
  if (!signature) throw new AppError('BAD_REQUEST', 'Missing Stripe-Signature header');
  const event = verifyEvent(getStripe(config), rawBody, signature, config.webhookSecrets);
  const applied = await deps.db.transaction(async (tx): Promise<Applied> => {
    if (!(await repo.recordStripeEvent(tx, event.id, event.type))) return { outcome: 'duplicate' };
    const account = event.account ?? null;
    switch (event.type) {
      case 'payment_intent.processing':
        return applyProcessing(tx, event.data.object, account);
      case 'payment_intent.succeeded':
        return applySucceeded(tx, event.data.object, account);
      case 'payment_intent.payment_failed':
        return applyFailed(tx, event.data.object, account);
      case 'payment_intent.canceled':
        return applyCanceled(tx, event.data.object, account);
      case 'refund.created':
      case 'refund.updated':
      case 'refund.failed':
      case 'charge.refund.updated':
        return applyRefundEvent(tx, event.data.object, account);
      case 'account.updated':
        return applyAccountUpdated(tx, event.data.object);
      default:
        return { outcome: 'ignored' };
    }
  });
  if (applied.exceptionId) await refundPaymentException(deps, applied.exceptionId);
  if (applied.outcome !== 'duplicate' && applied.outcome !== 'ignored') deps.mailer.deliverSoon();
  return applied.outcome;
}

function verifyEvent(stripe: Stripe, rawBody: Buffer, signature: string, secrets: string[]): Stripe.Event {
  for (const secret of secrets) {
    try {
      return stripe.webhooks.constructEvent(rawBody, signature, secret);
    } catch {
      // Try the next endpoint's secret.
    }
  }
  throw new AppError('BAD_REQUEST', 'The Stripe signature does not match this payload');
}

/**
 * The checkout of a PaymentIntent and its payment, locked. An event from another account than
 * the one the intent was made on is ignored: a venue's own Stripe account cannot touch another's.
 */
async function lockAttemptPayment(tx: Tx, intentId: string, account: string | null) {
  const attempt = await attempts.findAttemptByStripeIntent(tx, intentId);
  if (!attempt || attempt.stripeAccount !== account) return null;
  const payment = await repo.findVenuePayment(tx, attempt.venueId, attempt.paymentId, { lock: true });
  return payment ? { attempt, payment } : null;
}

/** Why a captured payment cannot count for its payment, or null when it does. */
async function findExceptionKind(
  tx: Tx,
  attempt: attempts.PaymentAttemptRow,
  payment: repo.PaymentRow,
  intent: Stripe.PaymentIntent,
): Promise<PaymentExceptionKind | null> {
  const received = intent.amount_received || intent.amount;
  if (received !== decimalToCents(attempt.amount) || intent.currency !== attempt.currency) return 'amount_mismatch';
  if (attempt.status === 'canceled' || attempt.status === 'failed') return 'checkout_replaced';
  if (payment.status !== 'pending' && payment.status !== 'processing') return 'already_paid';
  if (attempt.amount !== payment.amount) return 'amount_mismatch';
  const { bookingStatus } = await repo.findCheckoutFacts(tx, payment.venueId, payment.bookingId);
  return bookingStatus === 'cancelled' ? 'booking_cancelled' : null;
}

async function applySucceeded(tx: Tx, intent: Stripe.PaymentIntent, account: string | null): Promise<Applied> {
  const found = await lockAttemptPayment(tx, intent.id, account);
  if (!found || found.attempt.status === 'succeeded') return { outcome: 'ignored' };
  const { attempt, payment } = found;
  const exceptionKind = await findExceptionKind(tx, attempt, payment, intent);
  // A bank debit passes through processing; a card settles at once.
  const method = attempt.status === 'processing' ? 'bank_debit' : 'card';
  await attempts.updateAttempt(tx, attempt.id, { status: 'succeeded', failureMessage: null });
  if (exceptionKind) {
    const exceptionId = await recordPaymentException(tx, payment, {
      kind: exceptionKind,
      cents: intent.amount_received || intent.amount,
      currency: intent.currency,
      intentId: intent.id,
      account,
    });
    return { outcome: 'exception', exceptionId };
  }
  await completePayment(tx, payment, { provider: 'stripe', method, stripeIntentId: intent.id, stripeAccount: account });
  return { outcome: 'applied' };
}

/** A bank debit was authorised: the payment waits for the bank, and so does its booking. */
async function applyProcessing(tx: Tx, intent: Stripe.PaymentIntent, account: string | null): Promise<Applied> {
  const found = await lockAttemptPayment(tx, intent.id, account);
  if (!found || found.attempt.status !== 'created') return { outcome: 'ignored' };
  await attempts.updateAttempt(tx, found.attempt.id, { status: 'processing' });
  if (found.payment.status !== 'pending' || found.attempt.amount !== found.payment.amount)
    return { outcome: 'applied' };
  await repo.updatePayment(tx, found.payment.venueId, found.payment.id, { status: 'processing' });
  return { outcome: 'applied' };
}

/**
 * A try that failed. The PaymentIntent stays payable (the payer may try again), so its checkout
 * stays open; a bank debit that failed puts the payment back to pending and tells the venue.
 */
async function applyFailed(tx: Tx, intent: Stripe.PaymentIntent, account: string | null): Promise<Applied> {
  const found = await lockAttemptPayment(tx, intent.id, account);
  if (!found || !['created', 'processing'].includes(found.attempt.status)) return { outcome: 'ignored' };
  const { attempt, payment } = found;
  const message = intent.last_payment_error?.message ?? 'The payment failed';
  await attempts.updateAttempt(tx, attempt.id, { status: 'created', failureMessage: message });
  if (attempt.status === 'processing' && payment.status === 'processing') {
    await repo.updatePayment(tx, payment.venueId, payment.id, { status: 'pending' });
    const facts = await repo.findReceiptFacts(tx, payment.venueId, payment.bookingId);
    await notifyVenue(tx, {
      venueId: payment.venueId,
      kind: 'payment.failed',
      title: `Bank payment of ${formatUsd(payment.amount)} from ${facts.coupleNames} failed`,
      body: `${message} The payment is pending again.`,
      link: `/payments?payment=${payment.id}`,
    });
  }
  return { outcome: 'applied' };
}

async function applyCanceled(tx: Tx, intent: Stripe.PaymentIntent, account: string | null): Promise<Applied> {
  const found = await lockAttemptPayment(tx, intent.id, account);
  if (!found || found.attempt.status !== 'created') return { outcome: 'ignored' };
  await attempts.updateAttempt(tx, found.attempt.id, { status: 'canceled' });
  return { outcome: 'applied' };
}

/**
 * A refund, made through VenueDesk or in Stripe's Dashboard. An exception's refund settles the
 * exception; a refund of the intent that paid (or is paying) a payment settles the payment.
 */
async function applyRefundEvent(tx: Tx, refund: Stripe.Refund, account: string | null): Promise<Applied> {
  const intentId = typeof refund.payment_intent === 'string' ? refund.payment_intent : refund.payment_intent?.id;
  if (!intentId) return { outcome: 'ignored' };
  const exception = await refundsRepo.findException(tx, { stripeIntentId: intentId });
  if (exception) {
    if (exception.stripeAccount !== account) return { outcome: 'ignored' };
    await applyExceptionRefund(tx, exception.id, refund.id, refund.status, refund.failure_reason ?? null);
    return { outcome: 'applied' };
  }
  const found = await lockAttemptPayment(tx, intentId, account);
  if (!found || found.attempt.status === 'canceled' || found.attempt.status === 'failed') return { outcome: 'ignored' };
  const ourId = Number(refund.metadata?.venuedeskRefundId);
  await applyStripeRefund(tx, found.payment.venueId, found.payment.id, refund, Number.isInteger(ourId) ? ourId : null);
  return { outcome: 'applied' };
}

async function applyAccountUpdated(tx: Tx, account: Stripe.Account): Promise<Applied> {
  const venueId = await updateStripeAccountState(tx, account.id, {
    chargesEnabled: account.charges_enabled,
    detailsSubmitted: account.details_submitted,
  });
  return { outcome: venueId === null ? 'ignored' : 'applied' };
}
