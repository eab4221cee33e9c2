import { centsToDecimal, decimalToCents } from '#shared/payments/payment-schedule.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { PaymentRefundStatus } from '../../db/schema.ts';
import { setDepositPaid } from '../bookings/bookings.service.ts';
import { loadEmailBrand } from '../outbox/email-brand.ts';
import { enqueueEmail, venueSender } from '../outbox/outbox.service.ts';
import * as refundsRepo from './payment-refunds.repo.ts';
import { paymentRefundEmail } from './payments.emails.ts';
import * as repo from './payments.repo.ts';

/**
 * A payment's status follows its money, inside the caller's transaction (payment row locked):
 * refunds that went through add up to `refundedAmount`; all of it back makes a paid payment
 * refunded (and a refunded one whose refund failed paid again). A deposit leaving or returning
 * to paid moves its booking with it. Refunds Stripe reports before the payment's success wait
 * in their rows until it is paid. Order of events does not matter: the result depends only on
 * the rows.
 */
export async function settleRefundTotals(tx: DbOrTx, payment: repo.PaymentRow): Promise<repo.PaymentRow> {
  const { succeeded } = await refundsRepo.sumRefunds(tx, payment.id);
  const amountCents = decimalToCents(payment.amount)!;
  const refundedCents = Math.min(decimalToCents(succeeded)!, amountCents);
  let status = payment.status;
  if (status === 'paid' && refundedCents === amountCents) status = 'refunded';
  else if (status === 'refunded' && refundedCents < amountCents) status = 'paid';
  const refundedAmount = centsToDecimal(refundedCents);
  if (status === payment.status && refundedAmount === payment.refundedAmount) return payment;
  const row = await repo.updatePayment(tx, payment.venueId, payment.id, { status, refundedAmount });
  if (row.type === 'deposit' && status !== payment.status) {
    const isPaid = await repo.hasPaidDeposit(tx, row.venueId, row.bookingId);
    await setDepositPaid(tx, row.venueId, row.bookingId, isPaid);
  }
  return row;
}

/**
 * Moves one refund to its new status and, when it has just gone through, tells the couple.
 * The caller then settles the payment's totals.
 */
export async function moveRefund(
  tx: DbOrTx,
  payment: repo.PaymentRow,
  refund: refundsRepo.PaymentRefundRow,
  change: { status: PaymentRefundStatus; stripeRefundId?: string; failureMessage?: string | null },
): Promise<void> {
  await refundsRepo.updateRefund(tx, refund.id, change);
  if (change.status === 'succeeded' && refund.status !== 'succeeded') await tellRefunded(tx, payment, refund);
}

export async function tellRefunded(
  tx: DbOrTx,
  payment: repo.PaymentRow,
  refund: Pick<refundsRepo.PaymentRefundRow, 'amount' | 'reason'>,
): Promise<void> {
  const facts = await repo.findReceiptFacts(tx, payment.venueId, payment.bookingId);
  await enqueueEmail(tx, {
    venueId: payment.venueId,
    to: facts.email,
    ...venueSender({ name: facts.venueName, email: facts.venueEmail }),
    ...paymentRefundEmail({
      venueName: facts.venueName,
      coupleNames: facts.coupleNames,
      amount: payment.amount,
      type: payment.type,
      description: payment.description,
      provider: payment.provider ?? 'manual',
      timeZone: facts.timeZone,
      language: facts.language,
      // Deep in a payment's transaction (a Stripe webhook too), without the app's public URL: no logo.
      brand: await loadEmailBrand(tx, payment.venueId, null),
      reference: `P-${payment.id}`,
      refunded: refund.amount,
      reason: refund.reason,
    }),
  });
}
