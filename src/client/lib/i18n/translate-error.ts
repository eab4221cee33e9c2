import { validationEn } from '#shared/i18n/catalogs/validation.en.ts';
import type { Translator } from '#shared/i18n/translator.ts';
import type { ValidationKey } from '#shared/i18n/surfaces.ts';
import { createEnglishLookup } from './english-lookup.ts';

const findValidationKey = createEnglishLookup(validationEn);

/**
 * The shared zod schemas and the server write their validation messages (and the rate limit's)
 * in English, the catalog's source language; each has a `validation.*` message of the same
 * English text, so a page for visitors shows it in the visitor's language
 * (docs/decisions/068). A message without one is shown as it came.
 */
export function translateError(
  message: string | undefined,
  { t }: Pick<Translator<ValidationKey>, 't'>,
): string | undefined {
  if (message === undefined) return undefined;
  const key = findValidationKey(message);
  return key ? t(key) : message;
}
