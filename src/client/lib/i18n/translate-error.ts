import { en } from '#shared/i18n/catalogs/en.ts';
import type { MessageKey, Translator } from '#shared/i18n/i18n.ts';

/**
 * The shared zod schemas and the server write their validation messages (and the rate limit's)
 * in English, the catalog's source language; each has a `validation.*` message of the same
 * English text, so a page for visitors shows it in the visitor's language
 * (docs/decisions/068). A message without one is shown as it came.
 */
const validationKeys = new Map(
  (Object.entries(en) as [MessageKey, string][])
    .filter(([key]) => key.startsWith('validation.'))
    .map(([key, text]) => [text, key]),
);

export function translateError(message: string | undefined, { t }: Pick<Translator, 't'>): string | undefined {
  if (message === undefined) return undefined;
  const key = validationKeys.get(message);
  return key ? t(key) : message;
}
