import type { EmailBrand } from '../outbox/email-layout.ts';
import type { Language } from '#shared/i18n/languages.ts';
import type { PaymentRequestChannel } from '#shared/payments/payment-requests.schemas.ts';
import type { PaymentType } from '#shared/payments/payment-status.ts';
import { renderEmail } from '../outbox/email-layout.ts';
import { getPaymentEmailLanguage, withLanguage } from './payment-email-language.ts';

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
  /** The booking's language: the whole e-mail, and the page its button opens, are in it. */
  language?: Language;
}

/** "Dec 15" this year, "Jan 5, 2028" another ("15 dic", "5 ene 2028"): a subject stays short. */
function formatSubjectDay(day: string, today: string, locale: string): string {
  const options: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', timeZone: 'UTC' };
  if (day.slice(0, 4) !== today.slice(0, 4)) options.year = 'numeric';
  return new Intl.DateTimeFormat(locale, options).format(new Date(`${day}T00:00:00Z`));
}

/** "December 15, 2026" / "15 de diciembre de 2026": the due day as the body writes dates (already the venue's day). */
function formatBodyDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/**
 * The couple is asked to pay a pending payment: what, how much, by when, and one button, to the
 * portal's checkout for a couple with an account or to the pay page otherwise (decision 059), in
 * the booking's language (docs/decisions/071).
 */
export function paymentRequestEmail(input: PaymentRequestFacts & { brand?: EmailBrand }) {
  const { language, locale, t, money, describe } = getPaymentEmailLanguage(input.language);
  const amount = money(input.amount);
  const payment = describe(input);
  const values = { venueName: input.venueName, amount, payment };
  const subject = input.dueDate
    ? t('paymentEmail.request.subjectDue', { ...values, day: formatSubjectDay(input.dueDate, input.today, locale) })
    : t('paymentEmail.request.subject', values);
  return {
    subject,
    ...renderEmail({
      brand: input.brand,
      language,
      heading: t('paymentEmail.request.heading'),
      paragraphs: [
        t('paymentEmail.greeting', { coupleNames: input.coupleNames }),
        input.dueDate
          ? t('paymentEmail.request.askDue', { ...values, day: formatBodyDay(input.dueDate, locale) })
          : t('paymentEmail.request.ask', values),
        input.channel === 'portal' ? t('paymentEmail.request.howPortal') : t('paymentEmail.request.howLink'),
        t('paymentEmail.request.questions', values),
      ],
      action: {
        label:
          input.channel === 'portal'
            ? t('paymentEmail.request.actionPortal')
            : t('paymentEmail.request.actionLink', values),
        url: withLanguage(input.payUrl, language),
      },
    }),
  };
}
