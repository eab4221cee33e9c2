import type { OnlinePaymentKind } from '#shared/payments/payment-status.ts';
import type { AppConfig } from '../../config.ts';

/** What of a venue decides who takes its couples' cards. */
export interface VenueCardFacts {
  slug: string;
  isDemo: boolean;
  stripeAccountId: string | null;
  stripeChargesEnabled: boolean;
}

/**
 * Who takes a venue's card payments (decision 033):
 * - Stripe, on the venue's own connected account once Stripe lets it charge, or on the
 *   installation's account for the one venue STRIPE_ACCOUNT_VENUE names;
 * - the built-in test processor, when PAYMENTS_MODE=test or for the Demo venue: no money moves;
 * - nobody: the venue records its payments by hand, and Pay Now is not offered.
 * Never the installation's account for any other venue: its money would go to someone else.
 */
export type CardProcessor = { kind: 'stripe'; account: string | null } | { kind: 'test' } | { kind: 'none' };

export function getCardProcessor(config: AppConfig, venue: VenueCardFacts): CardProcessor {
  if (config.stripe) {
    if (config.stripe.accountVenueSlug === venue.slug) return { kind: 'stripe', account: null };
    if (venue.stripeAccountId && venue.stripeChargesEnabled) return { kind: 'stripe', account: venue.stripeAccountId };
  }
  if (config.paymentsMode === 'test' || venue.isDemo) return { kind: 'test' };
  return { kind: 'none' };
}

export function getOnlinePaymentKind(processor: CardProcessor): OnlinePaymentKind | null {
  return processor.kind === 'none' ? null : processor.kind;
}
