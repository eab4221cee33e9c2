import { checkoutEn } from '#shared/i18n/catalogs/checkout.en.ts';
import type { CheckoutKey } from '#shared/i18n/surfaces.ts';
import { getApiErrorMessage } from '#client/lib/api-error-messages.ts';
import { toast } from '#client/lib/use-toast.ts';

/** The checkout's texts in the page's language; English (the catalog's source) where none is given. */
export type CheckoutText = (key: CheckoutKey) => string;
export const inEnglish: CheckoutText = (key) => (checkoutEn as Record<string, string>)[key] ?? key;

/** Spec §8: the toast after a card payment went through, by either processor. */
export function toastPaymentSucceeded(t: CheckoutText = inEnglish): void {
  toast({ title: t('checkout.toast.succeeded.title'), description: t('checkout.toast.succeeded.description') });
}

/**
 * A US bank debit (ACH) is authorised but its money takes days to arrive (decision 033): saying
 * 'Payment Successful' now would be untrue if the debit later fails.
 */
export function toastPaymentProcessing(t: CheckoutText = inEnglish): void {
  toast({ title: t('checkout.toast.processing.title'), description: t('checkout.toast.processing.description') });
}

/** Spec §8: 'Payment Failed' with the provider's message (a decline, a refused card). */
export function toastPaymentFailed(message: string, t: CheckoutText = inEnglish): void {
  toast({ variant: 'destructive', title: t('checkout.toast.failed.title'), description: message });
}

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

export function translateCheckoutMessage(message: string, t: CheckoutText = inEnglish): string {
  const key = messageKeys.get(message);
  return key ? t(key) : message;
}

/** The provider's message from a failed confirmation; the server relays the test processor's. */
export function getPaymentFailureMessage(error: unknown, t: CheckoutText = inEnglish): string {
  return translateCheckoutMessage(getApiErrorMessage(error, t('checkout.toast.notCompleted')), t);
}
