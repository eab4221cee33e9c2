import { validationEn } from '#shared/i18n/catalogs/validation.en.ts';
import { createTranslator, type Translator } from '#shared/i18n/translator.ts';
import type { ValidationKey } from '#shared/i18n/surfaces.ts';

let validationKeys: Map<string, ValidationKey> | undefined;

/**
 * Each validation message's key by its English text, as the English translator writes it: in a
 * bundle the catalog holds compiled messages, not their text (docs/decisions/068).
 */
function getValidationKeys(): Map<string, ValidationKey> {
  if (!validationKeys) {
    const english = createTranslator('en', validationEn);
    const keys = Object.keys(validationEn) as ValidationKey[];
    validationKeys = new Map(keys.map((key) => [english.t(key), key]));
  }
  return validationKeys;
}

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
  const key = getValidationKeys().get(message);
  return key ? t(key) : message;
}
