import { formatUsd } from '#shared/money.ts';
import { TEST_PAYMENT_NOTICE, type PaymentMethod, type PaymentProvider } from '#shared/payments/payment-status.ts';
import type { DbOrTx } from '../../db/client.ts';
import { setDepositPaid } from '../bookings/bookings.service.ts';
import { notifyVenue } from '../notifications/notifications.service.ts';
import { loadEmailBrand } from '../outbox/email-brand.ts';
import { enqueueEmail, venueSender } from '../outbox/outbox.service.ts';
import { settleRefundTotals } from './payment-refund-settlement.ts';
import { paymentReceiptEmail } from './payments.emails.ts';
import * as repo from './payments.repo.ts';

/** How the money of a payment arrived. */
export interface PaymentSource {
  provider: PaymentProvider;
  method: PaymentMethod;
  /** The PaymentIntent that paid it, and the connected account it lives on. */
  stripeIntentId?: string;
  stripeAccount?: string | null;
}

/**
 * What a payment does when it succeeds, by card or bank debit or recorded by staff, inside the
 * caller's transaction (which holds the payment row locked): it becomes paid, the booking's
 * e-mail gets a receipt, the venue a notification, and a paid deposit moves a booked booking to
 * deposit paid. A refund Stripe reported before the success is applied now.
 */
export async function completePayment(
  tx: DbOrTx,
  payment: repo.PaymentRow,
  source: PaymentSource,
): Promise<repo.PaymentRow> {
  const paidAt = new Date();
  const paid = await repo.updatePayment(tx, payment.venueId, payment.id, {
    status: 'paid',
    paidAt,
    method: source.method,
    provider: source.provider,
    stripeIntentId: source.stripeIntentId ?? null,
    stripeAccount: source.stripeAccount ?? null,
  });
  const facts = await repo.findReceiptFacts(tx, payment.venueId, payment.bookingId);
  await enqueueEmail(tx, {
    venueId: payment.venueId,
    to: facts.email,
    ...venueSender({ name: facts.venueName, email: facts.venueEmail }),
    ...paymentReceiptEmail({
      venueName: facts.venueName,
      coupleNames: facts.coupleNames,
      amount: paid.amount,
      type: paid.type,
      description: paid.description,
      method: source.method,
      provider: source.provider,
      paidAt,
      timeZone: facts.timeZone,
      language: facts.language,
      // Deep in a payment's transaction (a Stripe webhook too), without the app's public URL: no logo.
      brand: await loadEmailBrand(tx, payment.venueId, null),
      reference: `P-${paid.id}`,
    }),
  });
  const test = source.provider === 'test' ? ` (${TEST_PAYMENT_NOTICE.toLowerCase()})` : '';
  await notifyVenue(tx, {
    venueId: payment.venueId,
    kind: 'payment.received',
    title: `${formatUsd(paid.amount)} received from ${facts.coupleNames}${test}`,
    body: paid.description ?? `${paid.type} payment`,
    link: `/payments?payment=${paid.id}`,
  });
  if (paid.type === 'deposit') await setDepositPaid(tx, payment.venueId, payment.bookingId, true);
  return settleRefundTotals(tx, paid);
}
