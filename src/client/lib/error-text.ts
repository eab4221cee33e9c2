import { ApiError } from './api-client.ts';

/**
 * Spec §8's 'status: message', with the server's own message rather than its raw JSON body
 * ('500: Something went wrong'). A failure without a response (offline) keeps its message.
 */
export function getErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    const message = error.body?.message;
    return typeof message === 'string' && message ? `${error.status}: ${message}` : error.message;
  }
  return error instanceof Error && error.message ? error.message : 'Something went wrong';
}
