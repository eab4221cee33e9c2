import { formatVenueDate } from '#shared/dates/format-dates.ts';
import { formatUsd } from '#shared/money.ts';
import {
  paymentMethodLabels,
  paymentTypeLabels,
  TEST_PAYMENT_NOTICE,
  type PaymentMethod,
  type PaymentProvider,
  type PaymentType,
} from '#shared/payments/payment-status.ts';
import { renderEmail, type EmailBrand } from '../outbox/email-layout.ts';

interface PaymentFacts {
  venueName: string;
  coupleNames: string;
  amount: string;
  type: PaymentType;
  description: string | null;
  provider: PaymentProvider;
  timeZone: string;
  reference: string;
  /** The venue's name, colour and logo in the HTML part. */
  brand?: EmailBrand;
}

function describe(input: Pick<PaymentFacts, 'description' | 'type'>): string {
  return input.description ?? `${paymentTypeLabels[input.type]} payment`;
}

/** A test payment says so in its subject and first line: nobody must take it for money received. */
function testMarks(provider: PaymentProvider) {
  return provider === 'test'
    ? { subject: ' (test)', paragraphs: [`${TEST_PAYMENT_NOTICE}.`] }
    : { subject: '', paragraphs: [] };
}

/** The receipt the booking's e-mail gets when a payment is paid, online or recorded by staff. */
export function paymentReceiptEmail(input: PaymentFacts & { method: PaymentMethod; paidAt: Date }) {
  const paidOn = formatVenueDate(input.paidAt, { timeZone: input.timeZone });
  const test = testMarks(input.provider);
  return {
    subject: `Receipt${test.subject}: ${formatUsd(input.amount)} paid to ${input.venueName}`,
    ...renderEmail({
      heading: 'Payment received',
      paragraphs: [
        ...test.paragraphs,
        `Hi ${input.coupleNames},`,
        `${input.venueName} received your payment of ${formatUsd(input.amount)} on ${paidOn}.`,
        `For: ${describe(input)}. Paid by: ${paymentMethodLabels[input.method]}. Reference: ${input.reference}.`,
        'Thank you! Keep this e-mail as your receipt.',
      ],
      brand: input.brand,
    }),
  };
}

/** Money given back: told to the booking's e-mail when the refund has gone through. */
export function paymentRefundEmail(input: PaymentFacts & { refunded: string; reason: string | null }) {
  const test = testMarks(input.provider);
  const how =
    input.provider === 'stripe'
      ? 'It goes back to the card or bank account you paid with; banks take 5 to 10 days to show it.'
      : `${input.venueName} gives it back the way you paid.`;
  return {
    subject: `Refund${test.subject}: ${formatUsd(input.refunded)} from ${input.venueName}`,
    ...renderEmail({
      heading: 'Payment refunded',
      paragraphs: [
        ...test.paragraphs,
        `Hi ${input.coupleNames},`,
        `${input.venueName} refunded ${formatUsd(input.refunded)} of your ${formatUsd(input.amount)} payment (${describe(input)}, reference ${input.reference}).`,
        ...(input.reason ? [`Reason: ${input.reason}`] : []),
        how,
      ],
      brand: input.brand,
    }),
  };
}

/** "June 12, 2027" for a venue day (a due date), which no time zone moves. */
function formatDay(day: string): string {
  return formatVenueDate(new Date(`${day}T12:00:00Z`), { timeZone: 'UTC' });
}

/** The couple's reminder of a payment due in a week, or due today. */
export function paymentReminderEmail(input: {
  venueName: string;
  coupleNames: string;
  amount: string;
  type: PaymentType;
  description: string | null;
  dueDate: string;
  dueToday: boolean;
  reference: string;
  portalUrl: string;
  brand?: EmailBrand;
}) {
  const what = describe(input);
  const amount = formatUsd(input.amount);
  const due = formatDay(input.dueDate);
  return {
    subject: input.dueToday
      ? `Payment due today: ${amount} to ${input.venueName}`
      : `Payment reminder: ${amount} to ${input.venueName} is due on ${due}`,
    ...renderEmail({
      brand: input.brand,
      heading: input.dueToday ? 'Your payment is due today' : 'Your payment is due soon',
      paragraphs: [
        `Hi ${input.coupleNames},`,
        input.dueToday
          ? `Your payment of ${amount} to ${input.venueName} is due today, ${due}.`
          : `A friendly reminder: your payment of ${amount} to ${input.venueName} is due on ${due}.`,
        `For: ${what}. Reference: ${input.reference}.`,
        'If you have already paid, thank you, and please ignore this e-mail. Questions? Just reply to it.',
      ],
      action: { label: 'View your payments', url: input.portalUrl },
    }),
  };
}

/** What the venue's overdue notice says: the couple, the amount and the day it was due. */
export function overduePaymentNotice(input: {
  coupleNames: string;
  amount: string;
  type: PaymentType;
  description: string | null;
  dueDate: string;
}) {
  return {
    title: `Payment overdue: ${formatUsd(input.amount)} from ${input.coupleNames}`,
    body: `${describe(input)} was due on ${formatDay(input.dueDate)}.`,
  };
}
