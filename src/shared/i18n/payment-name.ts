import type { PaymentType } from '../payments/payment-status.ts';
import type { PaymentTypeKey } from './surfaces.ts';
import type { Translator } from './translator.ts';

/** A payment's name as a couple reads it, and whose words it is. */
export interface PaymentName {
  text: string;
  /** The venue's own description, shown as written (in whatever language the venue wrote it). */
  isVenueText: boolean;
}

/** A description VenueDesk wrote for a schedule's payment, with what it was written from. */
export type ScheduledPaymentName =
  { kind: 'deposit'; percent: string } | { kind: 'milestone'; number: string } | { kind: 'final' };

// Exactly what scheduledPaymentNames (src/shared/payments/scheduled-payment-names.ts) writes: the
// percent as JavaScript writes the schedule's number, a milestone's number from 1. Case, spaces
// and punctuation must match; anything else ("deposit 30%", "Final balance due") is the venue's.
const depositPattern = /^Deposit \((\d{1,3}(?:\.\d+)?)%\)$/;
const milestonePattern = /^Milestone ([1-9]\d*)$/;

/** The schedule's name a description is, or null when the venue wrote it (or anything else). */
export function readScheduledPaymentName(description: string): ScheduledPaymentName | null {
  if (description === 'Final balance') return { kind: 'final' };
  const deposit = depositPattern.exec(description);
  if (deposit) return { kind: 'deposit', percent: deposit[1]! };
  const milestone = milestonePattern.exec(description);
  if (milestone) return { kind: 'milestone', number: milestone[1]! };
  return null;
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
