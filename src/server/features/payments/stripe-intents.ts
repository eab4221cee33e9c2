import type Stripe from 'stripe';
import { decimalToCents } from '#shared/payments/payment-schedule.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import type { PaymentAttemptRow } from './payment-attempts.repo.ts';
import { getStripe } from './stripe-client.ts';

/** The Stripe request options of a connected account (none for the platform's own). */
export function onAccount(account: string | null | undefined): Stripe.RequestOptions {
  return account ? { stripeAccount: account } : {};
}

/** The message of whatever Stripe (or the network) threw. */
export function describeStripeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Cancels, after commit, the PaymentIntents of checkouts that were ended (the amount changed, the
 * payment was recorded by hand, a new checkout replaced it), so an open card form can no longer
 * pay them. A cancel that fails is logged: should that intent still be paid, the success is an
 * exception and is refunded automatically.
 */
export async function cancelStripeIntents(deps: AppDeps, attempts: PaymentAttemptRow[]): Promise<void> {
  const { stripe } = deps.config;
  if (!stripe) return;
  for (const attempt of attempts) {
    if (attempt.provider !== 'stripe' || !attempt.stripeIntentId) continue;
    try {
      await getStripe(stripe).paymentIntents.cancel(attempt.stripeIntentId, {}, onAccount(attempt.stripeAccount));
    } catch (error) {
      deps.log.warn({ err: error, intent: attempt.stripeIntentId }, 'could not cancel a replaced PaymentIntent');
    }
  }
}

/**
 * The PaymentIntent of a checkout attempt, and the request options that make it once: the same
 * attempt always asks for the same intent under the same idempotency key.
 */
export function getIntentRequest(attempt: PaymentAttemptRow): {
  params: Stripe.PaymentIntentCreateParams;
  options: Stripe.RequestOptions;
} {
  return {
    params: {
      amount: decimalToCents(attempt.amount)!,
      currency: attempt.currency,
      // Cards, and US bank debit (ACH) where the venue's account offers it.
      automatic_payment_methods: { enabled: true },
      metadata: {
        paymentId: String(attempt.paymentId),
        venueId: String(attempt.venueId),
        attemptId: String(attempt.id),
      },
    },
    options: {
      idempotencyKey: `venuedesk-payment-${attempt.paymentId}-attempt-${attempt.id}`,
      ...onAccount(attempt.stripeAccount),
    },
  };
}

/**
 * Cancels the PaymentIntents of live checkouts before their payments are deleted, and answers the
 * attempts it closed. A deleted payment could not record money paid through an intent still open
 * (decision 036), so unlike an edit this waits for Stripe: an intent not made yet is made under
 * its attempt's own idempotency key (a checkout making it now gets the same one) and cancelled,
 * and the delete is refused when Stripe will not cancel (the payer is paying) or cannot be reached.
 */
export async function closeStripeCheckoutsFirst(deps: AppDeps, attempts: PaymentAttemptRow[]): Promise<Set<number>> {
  const closed = new Set<number>();
  const { stripe: config } = deps.config;
  for (const attempt of attempts) {
    if (attempt.provider !== 'stripe') continue;
    if (!config) throw new AppError('CONFLICT', 'Card payments are not set up on this server');
    const stripe = getStripe(config);
    const account = onAccount(attempt.stripeAccount);
    let intent: Stripe.PaymentIntent;
    try {
      const intentId =
        attempt.stripeIntentId ??
        (await stripe.paymentIntents.create(getIntentRequest(attempt).params, getIntentRequest(attempt).options)).id;
      intent = await stripe.paymentIntents.cancel(intentId, {}, account).catch(async (error: unknown) => {
        // Already cancelled (or being paid): what it is now decides.
        deps.log.info({ err: error, intent: intentId }, 'a PaymentIntent was not cancelled');
        return stripe.paymentIntents.retrieve(intentId, {}, account);
      });
    } catch (error) {
      deps.log.warn({ err: error, attempt: attempt.id }, 'could not close a card checkout before deleting');
      throw new AppError(
        'UNAVAILABLE',
        'The card processor could not be reached to close the open checkout. Please try again.',
      );
    }
    if (intent.status !== 'canceled') {
      throw new AppError(
        'CONFLICT',
        'The couple is paying this payment by card right now, so it cannot be changed. It shows as paid in a moment.',
      );
    }
    closed.add(attempt.id);
  }
  return closed;
}
