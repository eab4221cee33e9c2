import { checkoutEn } from '#shared/i18n/catalogs/checkout.en.ts';
import { getApiErrorMessage } from '#client/lib/api-error-messages.ts';
import { createEnglishLookup } from '#client/lib/i18n/english-lookup.ts';
import type { CheckoutText } from './checkout-outcome.ts';

/**
 * The test processor's and the card form's messages come in English (the shared schema's, the
 * server's); each has a checkout message of the same English text, so a couple reads it in the
 * page's language. A message without one is shown as it came.
 */
const findMessageKey = createEnglishLookup(checkoutEn, (key) => key.startsWith('checkout.error.'));

export function translateCheckoutMessage(message: string, t: CheckoutText): string {
  const key = findMessageKey(message);
  return key ? t(key) : message;
}

/** The provider's message from a failed confirmation; the server relays the test processor's. */
export function getPaymentFailureMessage(error: unknown, t: CheckoutText): string {
  return translateCheckoutMessage(getApiErrorMessage(error, t('checkout.toast.notCompleted')), t);
}
