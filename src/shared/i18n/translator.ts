import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { MessageKey } from './catalogs/en.ts';
import { languageLocales, type Language } from './languages.ts';

/** Values of a message's {placeholders}. */
export type MessageValues = Record<string, string | number>;

/** A language's messages, by key, in ICU MessageFormat. */
export type Messages<Key extends string = string> = { readonly [K in Key]: string };

/**
 * A language's messages and formats: `t` writes a message, `locale` is what Intl formats in.
 * `Key` is the messages it has: every message on the server, a page's own on a client page.
 */
export interface Translator<Key extends string = MessageKey> {
  language: Language;
  locale: string;
  t: (key: Key, values?: MessageValues) => string;
}

const translators = new WeakMap<object, Translator<string>>();

/**
 * The translator of a language over a set of messages, made once per set and shared: it is never
 * re-activated, so concurrent requests in different languages never see each other's (unlike one
 * global i18n instance). Messages are ICU MessageFormat source, which Lingui compiles as each is
 * first used (docs/decisions/068).
 */
export function createTranslator<Key extends string>(language: Language, messages: Messages<Key>): Translator<Key> {
  let translator = translators.get(messages);
  if (!translator) {
    const locale = languageLocales[language];
    const i18n = setupI18n({ locale: language, locales: [locale], messages: { [language]: messages } });
    i18n.setMessagesCompiler(compileMessage);
    translator = { language, locale, t: (key, values) => i18n._(key, values) };
    translators.set(messages, translator);
  }
  return translator;
}
