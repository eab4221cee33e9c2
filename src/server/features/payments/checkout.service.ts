import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';
import {
  confirmTestPaymentSchema,
  createPaymentIntentSchema,
  type ConfirmTestPaymentInput,
  type Payment,
  type PaymentIntent,
} from '#shared/payments/payments.schemas.ts';
import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Viewer } from '../../http/access.ts';
import { getCardProcessor, type CardProcessor } from './card-processor.ts';
import * as attempts from './payment-attempts.repo.ts';
import { completePayment } from './payment-success.ts';
import { getPayment, getPaymentScope } from './payments.service.ts';
import * as repo from './payments.repo.ts';
import { getStripe } from './stripe-client.ts';
import { cancelStripeIntents, getIntentRequest, onAccount } from './stripe-intents.ts';
import { chargeTestCard } from './test-card-processor.ts';

/** Stripe statuses in which the payer can still pay the intent from the card form. */
const PAYABLE_INTENT_STATUSES: Stripe.PaymentIntent.Status[] = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
];

async function lockPendingPayment(tx: Tx, scope: repo.PaymentScope, id: number): Promise<repo.PaymentRow> {
  const payment = await repo.findPaymentIn(tx, scope, id, { lock: true });
  if (!payment) throw notFound('Payment');
  if (payment.status === 'processing') {
    throw new AppError(
      'CONFLICT',
      'This payment is on its way from the bank; it shows as paid once the bank confirms it',
    );
  }
  if (payment.status !== 'pending') throw new AppError('CONFLICT', `This payment is already ${payment.status}`);
  return payment;
}

/** Who takes this payment's card now, refusing a cancelled booking or a venue without a processor. */
async function requireProcessor(deps: AppDeps, tx: Tx, payment: repo.PaymentRow): Promise<CardProcessor> {
  const facts = await repo.findCheckoutFacts(tx, payment.venueId, payment.bookingId);
  if (facts.bookingStatus === 'cancelled') {
    throw new AppError('CONFLICT', 'This booking is cancelled, so its payments cannot be paid online');
  }
  const processor = getCardProcessor(deps.config, facts.venue);
  if (processor.kind === 'none') {
    throw new AppError('CONFLICT', 'This venue does not take card payments online. Please pay the venue directly.');
  }
  return processor;
}

/** Whether an open checkout still charges what the payment asks, through whom it should. */
function stillFits(attempt: attempts.PaymentAttemptRow, payment: repo.PaymentRow, processor: CardProcessor): boolean {
  const account = processor.kind === 'stripe' ? processor.account : null;
  return attempt.provider === processor.kind && attempt.stripeAccount === account && attempt.amount === payment.amount;
}

/**
 * The payment's checkout (spec §7 create-payment-intent). The amount in the request is ignored:
 * the payment's own is charged. A payment has at most one live checkout (a partial unique
 * index): a second dialog, a retried request or React's double effect gets the same one, and a
 * checkout whose amount or processor no longer fits is ended (its PaymentIntent cancelled) and
 * replaced. Stripe is called after commit, never inside a transaction; its idempotency key is
 * the attempt's, so two requests racing for one attempt get one PaymentIntent.
 */
export async function createPaymentIntent(deps: AppDeps, viewer: Viewer, input: unknown): Promise<PaymentIntent> {
  const { paymentId } = createPaymentIntentSchema.parse(input);
  return openCheckout(deps, getPaymentScope(viewer), paymentId);
}

/** The checkout of a payment in `scope`: the signed-in viewer's, or the one a pay link names. */
export async function openCheckout(deps: AppDeps, scope: repo.PaymentScope, paymentId: number): Promise<PaymentIntent> {
  const { attempt, replaced } = await deps.db.transaction(async (tx) => {
    const payment = await lockPendingPayment(tx, scope, paymentId);
    const processor = await requireProcessor(deps, tx, payment);
    const live = await attempts.findLiveAttempt(tx, payment.id);
    if (live && stillFits(live, payment, processor)) return { attempt: live, replaced: [] };
    const ended = live ? await attempts.cancelOpenAttempts(tx, payment.id) : [];
    const created = await attempts.insertAttempt(tx, {
      venueId: payment.venueId,
      paymentId,
      provider: processor.kind === 'stripe' ? 'stripe' : 'test',
      stripeAccount: processor.kind === 'stripe' ? processor.account : null,
      amount: payment.amount,
      ...(processor.kind === 'test' ? { clientSecret: `vd_test_${randomBytes(24).toString('base64url')}` } : {}),
    });
    return { attempt: created, replaced: ended };
  });
  await cancelStripeIntents(deps, replaced);
  if (attempt.provider === 'test')
    return { provider: 'test', clientSecret: attempt.clientSecret!, amount: attempt.amount };
  return openStripeCheckout(deps, scope, attempt);
}

async function openStripeCheckout(
  deps: AppDeps,
  scope: repo.PaymentScope,
  attempt: attempts.PaymentAttemptRow,
): Promise<PaymentIntent> {
  const config = deps.config.stripe;
  if (!config) throw new AppError('CONFLICT', 'Card payments are not set up on this server');
  const stripe = getStripe(config);
  const answer = (clientSecret: string): PaymentIntent => ({
    provider: 'stripe',
    clientSecret,
    amount: attempt.amount,
    publishableKey: config.publishableKey,
    stripeAccount: attempt.stripeAccount,
  });
  try {
    if (attempt.stripeIntentId) {
      const intent = await stripe.paymentIntents.retrieve(attempt.stripeIntentId, {}, onAccount(attempt.stripeAccount));
      if (PAYABLE_INTENT_STATUSES.includes(intent.status) && intent.client_secret) return answer(intent.client_secret);
      if (intent.status !== 'canceled') {
        throw new AppError('CONFLICT', 'This payment is being completed. It shows as paid in a moment.');
      }
      // Cancelled in Stripe (by hand, or it expired): a new checkout replaces it.
      await attempts.updateAttempt(deps.db, attempt.id, { status: 'canceled' });
      return openCheckout(deps, scope, attempt.paymentId);
    }
    const request = getIntentRequest(attempt);
    const intent = await stripe.paymentIntents.create(request.params, request.options);
    await attempts.updateAttempt(deps.db, attempt.id, {
      stripeIntentId: intent.id,
      clientSecret: intent.client_secret,
    });
    return answer(intent.client_secret!);
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (!attempt.stripeIntentId) {
      await attempts.updateAttempt(deps.db, attempt.id, {
        status: 'failed',
        failureMessage: error instanceof Error ? error.message : String(error),
      });
    }
    throw new AppError('UNAVAILABLE', 'The card processor could not be reached. Please try again.');
  }
}

/**
 * The built-in test processor's confirmation. Of two at once, the second waits for the first's
 * lock and finds the payment paid (409): a payment is charged once. A decline is recorded on the
 * checkout, which stays open so the payer can try another card.
 */
export async function confirmTestPayment(
  deps: AppDeps,
  viewer: Viewer,
  paymentId: number,
  input: ConfirmTestPaymentInput,
): Promise<Payment> {
  return confirmTestPaymentIn(deps, getPaymentScope(viewer), paymentId, input);
}

/** confirmTestPayment for a payment in `scope`: the signed-in viewer's, or the one a pay link names. */
export async function confirmTestPaymentIn(
  deps: AppDeps,
  scope: repo.PaymentScope,
  paymentId: number,
  input: ConfirmTestPaymentInput,
): Promise<Payment> {
  const card = confirmTestPaymentSchema.parse(input);
  const outcome = chargeTestCard(card);
  const result = await deps.db.transaction(async (tx) => {
    const payment = await lockPendingPayment(tx, scope, paymentId);
    const processor = await requireProcessor(deps, tx, payment);
    const attempt = await attempts.findAttemptBySecret(tx, paymentId, card.clientSecret);
    if (processor.kind !== 'test' || !attempt || attempt.provider !== 'test' || attempt.status !== 'created') {
      throw new AppError('CONFLICT', 'This payment form has expired. Close it and try again.');
    }
    if (attempt.amount !== payment.amount) {
      throw new AppError('CONFLICT', 'The amount of this payment changed. Close the form and try again.');
    }
    if (!outcome.ok) {
      await attempts.updateAttempt(tx, attempt.id, { failureMessage: outcome.message });
      return { ok: false as const, message: outcome.message };
    }
    await attempts.updateAttempt(tx, attempt.id, { status: 'succeeded', failureMessage: null });
    await completePayment(tx, payment, { provider: 'test', method: 'card' });
    return { ok: true as const, payment: await getPayment(deps, tx, payment.venueId, paymentId) };
  });
  if (!result.ok) throw new AppError('PAYMENT_DECLINED', result.message);
  deps.mailer.deliverSoon();
  return result.payment;
}
