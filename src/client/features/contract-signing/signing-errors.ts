import { signingEn } from '#shared/i18n/catalogs/signing.en.ts';
import type { SigningKey } from '#shared/i18n/surfaces.ts';
import type { Translator } from '#shared/i18n/translator.ts';
import { createEnglishLookup } from '#client/lib/i18n/english-lookup.ts';
import { translateError } from '#client/lib/i18n/translate-error.ts';

/** The signing schema's own messages (and the server's of the drawing), by their English text. */
const findSigningKey = createEnglishLookup(signingEn, (key) => key.startsWith('signing.validation.'));

/**
 * A message from the signing schema or the server in the page's language: the shared
 * validation messages (the e-mail's), then the signing form's own; one with neither shows as sent.
 */
export function translateSigningError(
  message: string | undefined,
  translator: Pick<Translator<SigningKey>, 't'>,
): string | undefined {
  if (message === undefined) return undefined;
  const key = findSigningKey(message);
  return key ? translator.t(key) : translateError(message, translator);
}
