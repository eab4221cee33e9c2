import { signingEn } from '#shared/i18n/catalogs/signing.en.ts';
import type { SigningKey } from '#shared/i18n/surfaces.ts';
import type { Translator } from '#shared/i18n/translator.ts';
import { translateError } from '#client/lib/i18n/translate-error.ts';

type SigningValidationKey = Extract<SigningKey, `signing.validation.${string}`>;

/** The signing schema's own messages (and the server's of the drawing), by their English text. */
const signingKeys = new Map(
  (Object.entries(signingEn) as [SigningKey, string][])
    .filter((entry): entry is [SigningValidationKey, string] => entry[0].startsWith('signing.validation.'))
    .map(([key, text]) => [text, key]),
);

/**
 * A message from the signing schema or the server in the page's language: the shared
 * validation messages (the e-mail's), then the signing form's own; one with neither shows as sent.
 */
export function translateSigningError(
  message: string | undefined,
  translator: Pick<Translator<SigningKey>, 't'>,
): string | undefined {
  if (message === undefined) return undefined;
  const key = signingKeys.get(message);
  return key ? translator.t(key) : translateError(message, translator);
}
