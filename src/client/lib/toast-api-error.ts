import { toast } from './use-toast.ts';
import { getApiErrorMessage } from './api-error-messages.ts';

/** The destructive toast of spec §8 for a failed call: the server's message, or `fallback`. */
export function toastApiError(error: unknown, fallback: string, title = 'Error'): void {
  toast({ variant: 'destructive', title, description: getApiErrorMessage(error, fallback) });
}
