import { checkoutEn } from '#shared/i18n/catalogs/checkout.en.ts';
import type { CheckoutKey } from '#shared/i18n/surfaces.ts';
import { getApiErrorMessage } from '#client/lib/api-error-messages.ts';
import type { CheckoutText } from './checkout-outcome.ts';

/**
 * The test processor's and the card form's messages come in English (the shared schema's, the
 * server's); each has a checkout message of the same English text, so a couple reads it in the
 * page's language. A message without one is shown as it came.
 */
const messageKeys = new Map(
  (Object.entries(checkoutEn) as [CheckoutKey, string][])
    .filter(([key]) => key.startsWith('checkout.error.'))
    .map(([key, text]) => [text, key]),
);

export function translateCheckoutMessage(message: string, t: CheckoutText): string {
  const key = messageKeys.get(message);
  return key ? t(key) : message;
}

/** The provider's message from a failed confirmation; the server relays the test processor's. */
export function getPaymentFailureMessage(error: unknown, t: CheckoutText): string {
  return translateCheckoutMessage(getApiErrorMessage(error, t('checkout.toast.notCompleted')), t);
}
