import { loadEmailBrand } from '../outbox/email-brand.ts';
import { getVenueDay } from '#shared/calendar/recommendations.ts';
import type { PaymentRequestResult } from '#shared/payments/payment-requests.schemas.ts';
import { createLinkToken, hashLinkToken } from '../../crypto/link-tokens.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import type { StaffActor } from '../../http/access.ts';
import { enqueueEmail, venueSender } from '../outbox/outbox.service.ts';
import { getCardProcessor } from './card-processor.ts';
import { paymentRequestEmail } from './payment-requests.emails.ts';
import * as requests from './payment-requests.repo.ts';
import { getPayment } from './payments.service.ts';
import * as repo from './payments.repo.ts';

/** Where a request sent the couple, and whether it ended a pay link sent before. */
export interface SentPaymentRequest {
  channel: PaymentRequestResult['channel'];
  sentTo: string;
  replacedLink: boolean;
}

/** The portal's Payments tab with this payment's checkout open (it takes `pay` from the address). */
export function getPortalPayUrl(publicUrl: string, paymentId: number): string {
  return `${publicUrl}/client-portal?tab=payments&pay=${paymentId}`;
}

/**
 * Asks the couple to pay a payment, inside the caller's transaction, which holds the payment row
 * locked: only a pending payment of a booking that is not cancelled, with an address, of a venue
 * that takes cards online. A couple with a portal account gets the portal's checkout; anyone
 * else a new pay link, which ends the one sent before (decision 059). The e-mail is queued; the
 * caller calls `mailer.deliverSoon()` after commit.
 */
export async function sendPaymentRequest(
  tx: DbOrTx,
  deps: Pick<AppDeps, 'config'>,
  payment: repo.PaymentRow,
  requestedBy: number | null,
): Promise<SentPaymentRequest> {
  if (payment.status !== 'pending') {
    throw new AppError('CONFLICT', `Only a pending payment can be requested; this one is ${payment.status}`);
  }
  const facts = await requests.findRequestFacts(tx, payment.venueId, payment.bookingId);
  if (!facts) throw notFound('Booking');
  if (facts.bookingStatus === 'cancelled') {
    throw new AppError('CONFLICT', 'This booking is cancelled, so its payments cannot be requested');
  }
  const email = facts.email.trim();
  if (!email) {
    throw new AppError(
      'CONFLICT',
      `${facts.coupleNames} has no e-mail address on the booking; add one to request a payment`,
    );
  }
  const card = await repo.findVenueCardFacts(tx, payment.venueId);
  if (getCardProcessor(deps.config, card).kind === 'none') {
    throw new AppError(
      'CONFLICT',
      'This venue does not take card payments online yet, so there is nothing to pay through; record the payment when it arrives',
    );
  }

  const replacedLink = await requests.revokePayLinks(tx, payment.venueId, payment.id);
  const channel = facts.clientId === null ? 'link' : 'portal';
  const token = channel === 'link' ? createLinkToken() : null;
  const payUrl = token ? `${deps.config.publicUrl}/pay/${token}` : getPortalPayUrl(deps.config.publicUrl, payment.id);
  await requests.insertPaymentRequest(tx, {
    venueId: payment.venueId,
    paymentId: payment.id,
    channel,
    sentTo: email,
    tokenHash: token ? hashLinkToken(token) : null,
    requestedBy,
  });
  await enqueueEmail(tx, {
    venueId: payment.venueId,
    to: email,
    ...venueSender({ name: facts.venueName, email: facts.venueEmail }),
    // The pay link is redacted for every reader of the outbox: staff cannot otherwise see it (decision 012).
    visibleLinks: [],
    ...paymentRequestEmail({
      venueName: facts.venueName,
      coupleNames: facts.coupleNames,
      amount: payment.amount,
      type: payment.type,
      description: payment.description,
      dueDate: payment.dueDate,
      channel,
      payUrl,
      today: getVenueDay(new Date(), facts.timeZone).dayKey,
      // The couple's language, whoever asks: staff clicking in English still send a Spanish couple Spanish.
      language: facts.language,
      brand: await loadEmailBrand(tx, payment.venueId, deps.config.publicUrl),
    }),
  });
  return { channel, sentTo: email, replacedLink };
}

/** Request Payment: e-mails the couple a way to pay this payment now (decision 059). */
export async function requestPayment(deps: AppDeps, actor: StaffActor, id: number): Promise<PaymentRequestResult> {
  const result = await deps.db.transaction(async (tx) => {
    const payment = await repo.findVenuePayment(tx, actor.venueId, id, { lock: true });
    if (!payment) throw notFound('Payment');
    const sent = await sendPaymentRequest(tx, deps, payment, actor.userId);
    return { ...sent, payment: await getPayment(deps, tx, actor.venueId, id) };
  });
  deps.mailer.deliverSoon();
  return result;
}
