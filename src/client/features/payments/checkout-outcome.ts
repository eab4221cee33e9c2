import { getApiErrorMessage } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/use-toast.ts';

/** Spec §8: the toast after a card payment went through, by either processor. */
export function toastPaymentSucceeded(): void {
  toast({ title: 'Payment Successful', description: 'Payment has been processed successfully!' });
}

/** Spec §8: 'Payment Failed' with the provider's message (a decline, a refused card). */
export function toastPaymentFailed(message: string): void {
  toast({ variant: 'destructive', title: 'Payment Failed', description: message });
}

/** The provider's message from a failed confirmation; the server relays the test processor's. */
export function getPaymentFailureMessage(error: unknown): string {
  return getApiErrorMessage(error, 'The payment could not be completed. Please try again.');
}
