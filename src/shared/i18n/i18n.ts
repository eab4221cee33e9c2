import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { en, type MessageKey } from './catalogs/en.ts';
import { es } from './catalogs/es.ts';
import { languageLocales, type Language } from './languages.ts';

export type { MessageKey } from './catalogs/en.ts';

/** Values of a message's {placeholders}. */
export type MessageValues = Record<string, string | number>;

/** A language's messages and formats: `t` writes a message, `locale` is what Intl formats in. */
export interface Translator {
  language: Language;
  locale: string;
  t: (key: MessageKey, values?: MessageValues) => string;
}

export const catalogs = { en, es } as const satisfies Record<Language, Record<MessageKey, string>>;

const translators = new Map<Language, Translator>();

/**
 * The translator of a language, made once and shared: it is never re-activated, so concurrent
 * requests in different languages never see each other's (unlike one global i18n instance).
 * Catalogs hold ICU MessageFormat source, which Lingui compiles as each message is first used
 * (docs/decisions/068).
 */
export function getTranslator(language: Language): Translator {
  let translator = translators.get(language);
  if (!translator) {
    const locale = languageLocales[language];
    const i18n = setupI18n({ locale: language, locales: [locale], messages: { [language]: catalogs[language] } });
    i18n.setMessagesCompiler(compileMessage);
    translator = { language, locale, t: (key, values) => i18n._(key, values) };
    translators.set(language, translator);
  }
  return translator;
}
