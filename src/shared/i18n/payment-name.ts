import type { PaymentType } from '../payments/payment-status.ts';
import { readScheduledPaymentName } from '../payments/scheduled-payment-names.ts';
import type { PaymentTypeKey } from './surfaces.ts';
import type { Translator } from './translator.ts';

/** A payment's name as a couple reads it, and whose words it is. */
export interface PaymentName {
  text: string;
  /** The venue's own description, shown as written (in whatever language the venue wrote it). */
  isVenueText: boolean;
}

/**
 * The name of a payment in the reader's language: the names VenueDesk gives a schedule's payments
 * ("Deposit (30%)", "Milestone 2", "Final balance", stored in English) are ours and translated;
 * a description the venue wrote is its own text, shown as written; without a description, the
 * payment's type, alone ("Deposit", a title) or naming a payment ("Deposit payment", a sentence).
 * Server (e-mails, bell notices) and client (portal, pay dialog, pay page) both name payments
 * with it (docs/decisions/071).
 */
export function getPaymentName(
  payment: { description: string | null; type: PaymentType },
  { t }: Pick<Translator<PaymentTypeKey>, 't'>,
  typeAs: 'alone' | 'payment' = 'alone',
): PaymentName {
  const description = payment.description?.trim();
  if (!description) {
    const key = typeAs === 'alone' ? `paymentType.${payment.type}` : `paymentType.${payment.type}.payment`;
    return { text: t(key as PaymentTypeKey), isVenueText: false };
  }
  const ours = readScheduledPaymentName(description);
  if (!ours) return { text: description, isVenueText: true };
  switch (ours.kind) {
    case 'deposit':
      return { text: t('paymentName.deposit', { percent: ours.percent }), isVenueText: false };
    case 'milestone':
      return { text: t('paymentName.milestone', { number: ours.number }), isVenueText: false };
    case 'final':
      return { text: t('paymentName.final'), isVenueText: false };
  }
}
