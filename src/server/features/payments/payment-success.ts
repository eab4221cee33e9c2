import { formatUsd } from '#shared/money.ts';
import type { PaymentMethod } from '#shared/payments/payment-status.ts';
import type { DbOrTx } from '../../db/client.ts';
import { markDepositPaid } from '../bookings/bookings.service.ts';
import { notifyVenue } from '../notifications/notifications.service.ts';
import { enqueueEmail, venueSender } from '../outbox/outbox.service.ts';
import { paymentReceiptEmail } from './payments.emails.ts';
import * as repo from './payments.repo.ts';

/**
 * What a payment does when it succeeds, by card or recorded by staff, inside the caller's
 * transaction (which holds the payment row locked): it becomes paid, the booking's e-mail gets a
 * receipt, the venue a notification, and a paid deposit moves a booked booking to deposit paid.
 */
export async function completePayment(
  tx: DbOrTx,
  payment: repo.PaymentRow,
  method: PaymentMethod,
): Promise<repo.PaymentRow> {
  const paidAt = new Date();
  const paid = await repo.updatePayment(tx, payment.venueId, payment.id, { status: 'paid', paidAt, method });
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
      method,
      paidAt,
      timeZone: facts.timeZone,
      reference: `P-${paid.id}`,
    }),
  });
  await notifyVenue(tx, {
    venueId: payment.venueId,
    kind: 'payment.received',
    title: `${formatUsd(paid.amount)} received from ${facts.coupleNames}`,
    body: paid.description ?? `${paid.type} payment`,
    link: `/payments?payment=${paid.id}`,
  });
  if (paid.type === 'deposit') await markDepositPaid(tx, payment.venueId, payment.bookingId);
  return paid;
}
