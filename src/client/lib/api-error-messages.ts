import { ApiError } from './api-client.ts';

// Apart from api-client.ts, which every page loads: only forms and error states read these.

/** The message to show a person: the server's `message`, else its raw text, else `fallback`. */
export function getApiErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (typeof error.body?.message === 'string' && error.body.message) return error.body.message;
    return error.bodyText || fallback;
  }
  return fallback;
}

/** The first message per field of a 400 VALIDATION_FAILED reply, for forms to show in place. */
export function getApiFieldErrors(error: unknown): Record<string, string> {
  const fieldErrors = error instanceof ApiError ? error.body?.fieldErrors : undefined;
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fieldErrors ?? {})) {
    const first = messages[0];
    if (first) result[field] = first;
  }
  return result;
}
