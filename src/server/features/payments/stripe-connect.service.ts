import type { PaymentSetup } from '#shared/payments/payments.schemas.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import type { StaffActor } from '../../http/access.ts';
import { getCardProcessor } from './card-processor.ts';
import * as repo from './payments.repo.ts';
import * as accounts from './stripe-accounts.repo.ts';
import { getStripe } from './stripe-client.ts';
import { describeStripeError } from './stripe-intents.ts';

/** How the staff's venue takes payments online (the Payments page's setup card). */
export async function getPaymentSetup(deps: AppDeps, actor: StaffActor): Promise<PaymentSetup> {
  const venue = await repo.findVenueCardFacts(deps.db, actor.venueId);
  const processor = getCardProcessor(deps.config, venue);
  const account = await accounts.findVenueStripeAccount(deps.db, actor.venueId);
  const usesPlatformAccount = processor.kind === 'stripe' && processor.account === null;
  return {
    checkout: processor.kind,
    canConnectStripe: deps.config.stripe !== null && !usesPlatformAccount,
    usesPlatformAccount,
    stripeAccount: account
      ? { id: account.accountId, chargesEnabled: account.chargesEnabled, detailsSubmitted: account.detailsSubmitted }
      : null,
  };
}

function requireConnectable(deps: AppDeps, venue: repo.VenueCardFactsRow) {
  const config = deps.config.stripe;
  if (!config) throw new AppError('CONFLICT', 'Stripe is not set up on this server, so there is nothing to connect to');
  if (config.accountVenueSlug === venue.slug) {
    throw new AppError('CONFLICT', "This venue takes cards on the server's own Stripe account");
  }
  return config;
}

/**
 * Connect (owners): the venue's own Stripe account, made on first use (an idempotency key per
 * venue, so two clicks make one account), and a Stripe-hosted onboarding link to finish it.
 * Its card payments go to that account once Stripe enables its charges.
 */
export async function startStripeOnboarding(deps: AppDeps, actor: StaffActor): Promise<{ url: string }> {
  const venue = await repo.findVenueCardFacts(deps.db, actor.venueId);
  const stripe = getStripe(requireConnectable(deps, venue));
  try {
    let account = await accounts.findVenueStripeAccount(deps.db, actor.venueId);
    if (!account) {
      const created = await stripe.accounts.create(
        {
          // A full Stripe account of the venue's own: its Dashboard, its fees, its disputes.
          controller: {
            stripe_dashboard: { type: 'full' },
            fees: { payer: 'account' },
            losses: { payments: 'stripe' },
            requirement_collection: 'stripe',
          },
          business_profile: { name: venue.name },
          metadata: { venueId: String(actor.venueId) },
        },
        { idempotencyKey: `venuedesk-venue-${actor.venueId}-account` },
      );
      account = await accounts.insertVenueStripeAccount(deps.db, actor.venueId, created.id);
    }
    const link = await stripe.accountLinks.create({
      account: account.accountId,
      type: 'account_onboarding',
      refresh_url: `${deps.config.publicUrl}/payments?stripe=refresh`,
      return_url: `${deps.config.publicUrl}/payments?stripe=return`,
    });
    return { url: link.url };
  } catch (error) {
    throw new AppError('UNAVAILABLE', `Stripe could not start the connection: ${describeStripeError(error)}`);
  }
}

/** Back from Stripe's onboarding: asks Stripe whether the account can take payments now. */
export async function refreshStripeAccount(deps: AppDeps, actor: StaffActor): Promise<PaymentSetup> {
  const venue = await repo.findVenueCardFacts(deps.db, actor.venueId);
  const stripe = getStripe(requireConnectable(deps, venue));
  const account = await accounts.findVenueStripeAccount(deps.db, actor.venueId);
  if (!account) throw new AppError('CONFLICT', 'This venue has not started connecting a Stripe account');
  try {
    const current = await stripe.accounts.retrieve(account.accountId);
    await accounts.updateStripeAccountState(deps.db, account.accountId, {
      chargesEnabled: current.charges_enabled,
      detailsSubmitted: current.details_submitted,
    });
  } catch (error) {
    throw new AppError('UNAVAILABLE', `Stripe could not be asked about the account: ${describeStripeError(error)}`);
  }
  return getPaymentSetup(deps, actor);
}
