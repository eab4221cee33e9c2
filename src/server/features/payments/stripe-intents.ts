import type Stripe from 'stripe';
import type { AppDeps } from '../../deps.ts';
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
