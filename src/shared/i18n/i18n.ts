import './compile-at-runtime.ts';
import { en } from './catalogs/en.ts';
import { es } from './catalogs/es.ts';
import type { Language } from './languages.ts';
import { createTranslator, type Messages, type Translator } from './translator.ts';
import type { MessageKey } from './catalogs/en.ts';

export type { MessageKey } from './catalogs/en.ts';
export { createTranslator, type Messages, type MessageValues, type Translator } from './translator.ts';

/** Every message in every language: what the server writes e-mails and documents with. */
export const catalogs = { en, es } as const satisfies Record<Language, Messages<MessageKey>>;

/** The translator of a language with every message: for the server. */
export function getTranslator(language: Language): Translator {
  return createTranslator(language, catalogs[language]);
}
