import { getApiErrorMessage } from '#client/lib/api-error-messages.ts';
import { toast } from '#client/lib/use-toast.ts';

/** Spec §8: the toast after a card payment went through, by either processor. */
export function toastPaymentSucceeded(): void {
  toast({ title: 'Payment Successful', description: 'Payment has been processed successfully!' });
}

/**
 * A US bank debit (ACH) is authorised but its money takes days to arrive (decision 033): saying
 * 'Payment Successful' now would be untrue if the debit later fails.
 */
export function toastPaymentProcessing(): void {
  toast({
    title: 'Payment processing',
    description: 'Bank payments take a few business days. You will get a receipt by e-mail when it clears.',
  });
}

/** Spec §8: 'Payment Failed' with the provider's message (a decline, a refused card). */
export function toastPaymentFailed(message: string): void {
  toast({ variant: 'destructive', title: 'Payment Failed', description: message });
}

/** The provider's message from a failed confirmation; the server relays the test processor's. */
export function getPaymentFailureMessage(error: unknown): string {
  return getApiErrorMessage(error, 'The payment could not be completed. Please try again.');
}
