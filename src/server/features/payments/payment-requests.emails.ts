import type { EmailBrand } from '../outbox/email-layout.ts';
import { formatUsd } from '#shared/money.ts';
import type { PaymentRequestChannel } from '#shared/payments/payment-requests.schemas.ts';
import { paymentTypeLabels, type PaymentType } from '#shared/payments/payment-status.ts';
import { renderEmail } from '../outbox/email-layout.ts';

export interface PaymentRequestFacts {
  venueName: string;
  coupleNames: string;
  amount: string;
  type: PaymentType;
  description: string | null;
  /** The venue day it is due, YYYY-MM-DD. */
  dueDate: string | null;
  channel: PaymentRequestChannel;
  payUrl: string;
  /** Today at the venue, YYYY-MM-DD: a due day this year leaves the year out of the subject. */
  today: string;
}

/** "Dec 15" this year, "Jan 5, 2028" another: a subject stays short. */
function formatSubjectDay(day: string, today: string): string {
  const options: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', timeZone: 'UTC' };
  if (day.slice(0, 4) !== today.slice(0, 4)) options.year = 'numeric';
  return new Intl.DateTimeFormat('en-US', options).format(new Date(`${day}T00:00:00Z`));
}

/** "December 15, 2026": the due day as the body writes dates (it is already the venue's day). */
function formatBodyDay(day: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/**
 * The couple is asked to pay a pending payment: what, how much, by when, and one button, to the
 * portal's checkout for a couple with an account or to the pay page otherwise (decision 059).
 */
export function paymentRequestEmail(input: PaymentRequestFacts & { brand?: EmailBrand }) {
  const amount = formatUsd(input.amount);
  const what = input.description ?? `${paymentTypeLabels[input.type]} payment`;
  const due = input.dueDate ? ` due ${formatSubjectDay(input.dueDate, input.today)}` : '';
  const dueLine = input.dueDate ? `, due ${formatBodyDay(input.dueDate)}` : '';
  const how =
    input.channel === 'portal'
      ? 'You can pay it by card in your client portal; sign in with this e-mail address.'
      : 'You can pay it by card on a secure page; this link works until the payment is made.';
  return {
    subject: `Payment request from ${input.venueName}: ${amount}${due}`,
    ...renderEmail({
      brand: input.brand,
      heading: 'Payment request',
      paragraphs: [
        `Hi ${input.coupleNames},`,
        `${input.venueName} asks you to pay ${amount} for: ${what}${dueLine}.`,
        how,
        `Questions? Reply to this e-mail to reach ${input.venueName}.`,
      ],
      action: {
        label: input.channel === 'portal' ? 'Pay in your client portal' : `Pay ${amount}`,
        url: input.payUrl,
      },
    }),
  };
}
