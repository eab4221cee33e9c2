import { formatUsd } from '#shared/money.ts';
import {
  paymentMethodLabels,
  paymentTypeLabels,
  type PaymentMethod,
  type PaymentType,
} from '#shared/payments/payment-status.ts';
import { renderEmail } from '../outbox/email-layout.ts';

/** The receipt the booking's e-mail gets when a payment is paid, online or recorded by staff. */
export function paymentReceiptEmail(input: {
  venueName: string;
  coupleNames: string;
  amount: string;
  type: PaymentType;
  description: string | null;
  method: PaymentMethod;
  paidAt: Date;
  timeZone: string;
  reference: string;
}) {
  const paidOn = input.paidAt.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: input.timeZone });
  const what = input.description ?? `${paymentTypeLabels[input.type]} payment`;
  return {
    subject: `Receipt: ${formatUsd(input.amount)} paid to ${input.venueName}`,
    ...renderEmail({
      heading: 'Payment received',
      paragraphs: [
        `Hi ${input.coupleNames},`,
        `${input.venueName} received your payment of ${formatUsd(input.amount)} on ${paidOn}.`,
        `For: ${what}. Paid by: ${paymentMethodLabels[input.method]}. Reference: ${input.reference}.`,
        'Thank you! Keep this e-mail as your receipt.',
      ],
    }),
  };
}
