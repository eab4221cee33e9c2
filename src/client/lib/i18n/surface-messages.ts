import type { Language } from '#shared/i18n/languages.ts';
import type { CommonKey } from '#shared/i18n/surfaces.ts';
import type { Messages } from '#shared/i18n/translator.ts';

/** The languages a page loads when it is chosen, as English is always in the page's bundle. */
export type LoadedLanguage = Exclude<Language, 'en'>;

/**
 * A page's messages in each language (docs/decisions/076). English is in the page's bundle: it is
 * the source, the language most visitors read, and the English lookup of texts that arrive in
 * English (createEnglishLookup) needs it on every page. Every other language comes from a chunk
 * of its own, loaded only when it is chosen, so an English visitor never downloads Spanish.
 */
export interface SurfaceMessages<Key extends string> {
  readonly en: Messages<Key | CommonKey>;
  /** The language's messages if they have arrived (English always has), else undefined. */
  loaded: (language: Language) => Messages<Key | CommonKey> | undefined;
  /** Loads the language's messages once and keeps them; a failed download is tried again on the next call. */
  load: (language: Language) => Promise<Messages<Key | CommonKey>>;
}

/**
 * A page's surface: its English messages and a loader per other language, each a dynamic import
 * of a module that spreads that language's catalog parts, typed so that a key the English has and
 * the language lacks is a compile error:
 * `defineSurface(englishMessages, { es: () => import('./x-messages.es.ts').then((m) => m.xEs) })`.
 */
export function defineSurface<Key extends string>(
  en: Messages<Key | CommonKey>,
  loaders: { readonly [L in LoadedLanguage]: () => Promise<Messages<Key | CommonKey>> },
): SurfaceMessages<Key> {
  const messages = new Map<Language, Messages<Key | CommonKey>>([['en', en]]);
  const loading = new Map<Language, Promise<Messages<Key | CommonKey>>>([['en', Promise.resolve(en)]]);

  const load = (language: Language) => {
    let promise = loading.get(language);
    if (!promise) {
      promise = loaders[language as LoadedLanguage]().then(
        (loaded) => {
          messages.set(language, loaded);
          return loaded;
        },
        (error: unknown) => {
          loading.delete(language);
          throw error;
        },
      );
      loading.set(language, promise);
    }
    return promise;
  };

  return { en, loaded: (language) => messages.get(language), load };
}
