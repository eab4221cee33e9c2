import { setupI18n } from '@lingui/core';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
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

/** Lingui's ICU MessageFormat compiler, or one like it. */
export type MessageCompiler = (message: string) => CompiledMessage;

let runtimeCompiler: MessageCompiler | null = null;

/**
 * Lets the translators compile ICU MessageFormat strings as each is first used, for code that runs
 * the catalogs from source: the server (through src/shared/i18n/i18n.ts) and the tests register
 * Lingui's compiler with compile-at-runtime.ts. Bundles never do: the build compiles every
 * catalog part (scripts/vite-compile-catalogs.ts), so the compiler stays out of the browser.
 */
export function compileMessagesWith(compiler: MessageCompiler): void {
  runtimeCompiler = compiler;
}

function compileAtRuntime(message: string) {
  if (!runtimeCompiler) {
    throw new Error(`Uncompiled message, and no compiler registered (docs/decisions/068): ${message}`);
  }
  return runtimeCompiler(message);
}

/**
 * The translator of a language over a set of messages, made once per set and shared: it is never
 * re-activated, so concurrent requests in different languages never see each other's (unlike one
 * global i18n instance). Messages are Lingui's compiled form in a bundle, compiled at build time,
 * or ICU MessageFormat source where a compiler is registered (docs/decisions/068).
 */
export function createTranslator<Key extends string>(language: Language, messages: Messages<Key>): Translator<Key> {
  let translator = translators.get(messages);
  if (!translator) {
    const locale = languageLocales[language];
    const i18n = setupI18n({ locale: language, locales: [locale], messages: { [language]: messages } });
    i18n.setMessagesCompiler(compileAtRuntime);
    translator = { language, locale, t: (key, values) => i18n._(key, values) };
    translators.set(messages, translator);
  }
  return translator;
}
