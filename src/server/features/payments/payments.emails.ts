import { formatVenueDate } from '#shared/dates/format-dates.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { formatUsd } from '#shared/money.ts';
import {
  paymentTypeLabels,
  type PaymentMethod,
  type PaymentProvider,
  type PaymentType,
} from '#shared/payments/payment-status.ts';
import { renderEmail, type EmailBrand } from '../outbox/email-layout.ts';
import { getPaymentEmailLanguage, withLanguage, type PaymentEmailLanguage } from './payment-email-language.ts';

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
  /** The booking's language: every e-mail to the couple is written in it, whoever caused it (docs/decisions/071). */
  language?: Language;
}

/** A test payment says so in its subject and first line: nobody must take it for money received. */
function testMarks(provider: PaymentProvider, { t }: PaymentEmailLanguage) {
  return provider === 'test'
    ? { subject: t('paymentEmail.testMark'), paragraphs: [t('paymentEmail.testNotice')] }
    : { subject: '', paragraphs: [] };
}

/** The receipt the booking's e-mail gets when a payment is paid, online or recorded by staff. */
export function paymentReceiptEmail(input: PaymentFacts & { method: PaymentMethod; paidAt: Date }) {
  const words = getPaymentEmailLanguage(input.language);
  const { language, locale, t, money } = words;
  const paidOn = formatVenueDate(input.paidAt, { timeZone: input.timeZone, locale });
  const test = testMarks(input.provider, words);
  const amount = money(input.amount);
  return {
    subject: t('paymentEmail.receipt.subject', { test: test.subject, amount, venueName: input.venueName }),
    ...renderEmail({
      language,
      heading: t('paymentEmail.receipt.heading'),
      paragraphs: [
        ...test.paragraphs,
        t('paymentEmail.greeting', { coupleNames: input.coupleNames }),
        t('paymentEmail.receipt.received', { venueName: input.venueName, amount, day: paidOn }),
        t('paymentEmail.receipt.details', {
          payment: words.describe(input),
          method: t(`paymentEmail.method.${input.method}`),
          reference: input.reference,
        }),
        t('paymentEmail.receipt.thanks'),
      ],
      brand: input.brand,
    }),
  };
}

/** Money given back: told to the booking's e-mail when the refund has gone through. */
export function paymentRefundEmail(input: PaymentFacts & { refunded: string; reason: string | null }) {
  const words = getPaymentEmailLanguage(input.language);
  const { language, t, money } = words;
  const test = testMarks(input.provider, words);
  const refunded = money(input.refunded);
  return {
    subject: t('paymentEmail.refund.subject', { test: test.subject, refunded, venueName: input.venueName }),
    ...renderEmail({
      language,
      heading: t('paymentEmail.refund.heading'),
      paragraphs: [
        ...test.paragraphs,
        t('paymentEmail.greeting', { coupleNames: input.coupleNames }),
        t('paymentEmail.refund.refunded', {
          venueName: input.venueName,
          refunded,
          amount: money(input.amount),
          payment: words.describe(input),
          reference: input.reference,
        }),
        // The reason is the venue's own words, shown as written.
        ...(input.reason ? [t('paymentEmail.refund.reason', { reason: input.reason })] : []),
        input.provider === 'stripe'
          ? t('paymentEmail.refund.howStripe')
          : t('paymentEmail.refund.howVenue', { venueName: input.venueName }),
      ],
      brand: input.brand,
    }),
  };
}

/** "June 12, 2027" ("12 de junio de 2027") for a venue day (a due date), which no time zone moves. */
function formatDay(day: string, locale?: string): string {
  return formatVenueDate(new Date(`${day}T12:00:00Z`), { timeZone: 'UTC', ...(locale ? { locale } : {}) });
}

/** The couple's reminder of a payment due in a week, or due today, in the booking's language. */
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
  language?: Language;
}) {
  const { language, locale, t, money, describe } = getPaymentEmailLanguage(input.language);
  const values = { amount: money(input.amount), venueName: input.venueName, day: formatDay(input.dueDate, locale) };
  return {
    subject: input.dueToday
      ? t('paymentEmail.reminder.subjectToday', values)
      : t('paymentEmail.reminder.subject', values),
    ...renderEmail({
      brand: input.brand,
      language,
      heading: input.dueToday ? t('paymentEmail.reminder.headingToday') : t('paymentEmail.reminder.heading'),
      paragraphs: [
        t('paymentEmail.greeting', { coupleNames: input.coupleNames }),
        input.dueToday ? t('paymentEmail.reminder.dueToday', values) : t('paymentEmail.reminder.dueSoon', values),
        t('paymentEmail.reminder.details', { payment: describe(input), reference: input.reference }),
        t('paymentEmail.reminder.alreadyPaid'),
      ],
      action: { label: t('paymentEmail.reminder.action'), url: withLanguage(input.portalUrl, language) },
    }),
  };
}

function describe(input: Pick<PaymentFacts, 'description' | 'type'>): string {
  return input.description ?? `${paymentTypeLabels[input.type]} payment`;
}

/** What the venue's overdue notice says (to staff, in English): the couple, the amount and the day it was due. */
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
