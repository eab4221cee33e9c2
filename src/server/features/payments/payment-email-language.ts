import { getTranslator, type Translator } from '#shared/i18n/i18n.ts';
import { formatMoney } from '#shared/i18n/format.ts';
import { getPaymentName } from '#shared/i18n/payment-name.ts';
import { languageLocales, type Language } from '#shared/i18n/languages.ts';
import { LANGUAGE_PARAM } from '#shared/i18n/select-language.ts';
import type { PaymentType } from '#shared/payments/payment-status.ts';

/**
 * What every e-mail to a couple about a payment writes with: the booking's language (whoever sent
 * it: staff clicking in English still send a Spanish couple Spanish), its locale for days and
 * money, and links that open the page in that language (docs/decisions/071).
 */
export interface PaymentEmailLanguage {
  language: Language;
  locale: string;
  t: Translator['t'];
  money: (amount: string) => string;
  /**
   * The payment's name: a schedule's name VenueDesk gave it in the e-mail's language ("Saldo
   * final"), a description the venue wrote as written, else its type ("Pago del depósito").
   */
  describe: (payment: { description: string | null; type: PaymentType }) => string;
}

export function getPaymentEmailLanguage(language: Language = 'en'): PaymentEmailLanguage {
  const { t } = getTranslator(language);
  const locale = languageLocales[language];
  return {
    language,
    locale,
    t,
    money: (amount) => formatMoney(amount, locale),
    describe: (payment) => getPaymentName(payment, { t }, 'payment').text,
  };
}

/** A link of the e-mail with `?lang=` (or `&lang=`), so the page it opens speaks the e-mail's language. */
export function withLanguage(url: string, language: Language): string {
  const parsed = new URL(url);
  parsed.searchParams.set(LANGUAGE_PARAM, language);
  return parsed.toString();
}
