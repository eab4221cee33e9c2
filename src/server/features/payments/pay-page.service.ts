import type { PayPage } from '#shared/payments/payment-requests.schemas.ts';
import type { ConfirmTestPaymentInput, PaymentIntent } from '#shared/payments/payments.schemas.ts';
import { hashLinkToken } from '../../crypto/link-tokens.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { getCardProcessor, getOnlinePaymentKind } from './card-processor.ts';
import { confirmTestPaymentIn, openCheckout } from './checkout.service.ts';
import { findPayLink, type PayLinkRow } from './payment-requests.repo.ts';

/**
 * One answer for every link that does not pay: unknown, replaced by a newer request, paid,
 * on its way from the bank, or of a cancelled booking. Whoever guesses learns nothing.
 */
function linkNotValid(): AppError {
  return new AppError('NOT_FOUND', 'This payment link is no longer valid');
}

/** The payment a live pay link names, while it can still be paid. */
async function requirePayableLink(deps: AppDeps, token: string): Promise<PayLinkRow> {
  const link = await findPayLink(deps.db, hashLinkToken(token));
  if (!link || link.status !== 'pending' || link.bookingStatus === 'cancelled') throw linkNotValid();
  return link;
}

/** GET /api/public/pay/{token}: the venue, the amount and what it is for (decision 059). */
export async function getPayPage(deps: AppDeps, token: string): Promise<PayPage> {
  const link = await requirePayableLink(deps, token);
  return {
    venue: {
      name: link.venue.name,
      logo: link.venue.logo,
      primaryColor: link.venue.primaryColor,
      secondaryColor: link.venue.secondaryColor,
      accentColor: link.venue.accentColor,
    },
    payment: { amount: link.amount, type: link.type, description: link.description, dueDate: link.dueDate },
    event: { type: link.eventType, day: link.eventDay },
    language: link.language,
    checkout: getOnlinePaymentKind(getCardProcessor(deps.config, link.venue)),
  };
}

/** The pay page's checkout: the same one the portal opens, for the payment the link names. */
export async function startPayPageCheckout(deps: AppDeps, token: string): Promise<PaymentIntent> {
  const link = await requirePayableLink(deps, token);
  return openCheckout(deps, { venueId: link.venueId }, link.paymentId);
}

/** The pay page's test card; answers only that the payment is paid, nothing of the booking. */
export async function confirmPayPageTestPayment(
  deps: AppDeps,
  token: string,
  card: ConfirmTestPaymentInput,
): Promise<{ status: 'paid' }> {
  const link = await requirePayableLink(deps, token);
  await confirmTestPaymentIn(deps, { venueId: link.venueId }, link.paymentId, card);
  return { status: 'paid' };
}
