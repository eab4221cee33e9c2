import type { CheckoutKey } from '#shared/i18n/surfaces.ts';
import { toast } from '#client/lib/use-toast.ts';

/** The checkout's texts in the page's language (checkout-english.ts where the page has none). */
export type CheckoutText = (key: CheckoutKey) => string;

/** Spec §8: the toast after a card payment went through, by either processor. */
export function toastPaymentSucceeded(t: CheckoutText): void {
  toast({ title: t('checkout.toast.succeeded.title'), description: t('checkout.toast.succeeded.description') });
}

/**
 * A US bank debit (ACH) is authorised but its money takes days to arrive (decision 033): saying
 * 'Payment Successful' now would be untrue if the debit later fails. It promises no receipt: the
 * app may have no e-mail delivery set up (decision 062).
 */
export function toastPaymentProcessing(t: CheckoutText): void {
  toast({ title: t('checkout.toast.processing.title'), description: t('checkout.toast.processing.description') });
}

/** Spec §8: 'Payment Failed' with the provider's message (a decline, a refused card). */
export function toastPaymentFailed(message: string, t: CheckoutText): void {
  toast({ variant: 'destructive', title: t('checkout.toast.failed.title'), description: message });
}
