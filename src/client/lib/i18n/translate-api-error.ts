import { apiErrorsEn } from '#shared/i18n/catalogs/api-errors.en.ts';
import type { ApiErrorKey } from '#shared/i18n/surfaces.ts';
import type { Translator } from '#shared/i18n/translator.ts';
import { ApiError } from '../api-client.ts';
import { getApiErrorMessage } from '../api-error-messages.ts';
import { createEnglishLookup } from './english-lookup.ts';

const findApiErrorKey = createEnglishLookup(apiErrorsEn);

/**
 * A failed call's message for a couple's page, in the page's language (decision 075): a server
 * answer we have a message for (a rate limit, a wrong password) is shown translated; on an
 * English page any other answer shows as the server wrote it (as `getApiErrorMessage` does); on
 * another language's page any other 429 reads as the rate limit's and the rest as the page's own
 * `fallback`, so no English sentence lands on it. A network failure (no answer) gives the
 * fallback everywhere.
 */
export function translateApiError(
  error: unknown,
  fallback: string,
  { t, language }: Pick<Translator<ApiErrorKey>, 't' | 'language'>,
): string {
  const message = getApiErrorMessage(error, fallback);
  const key = findApiErrorKey(message);
  if (key) return t(key);
  if (language === 'en') return message;
  if (error instanceof ApiError && error.status === 429) return t('apiError.rateLimited');
  return fallback;
}
