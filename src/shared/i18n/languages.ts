/**
 * The languages couples, families and visitors can read VenueDesk in. English is the source:
 * every message is written in English first, and every other language has every message
 * (docs/decisions/068).
 */
export const languages = ['en', 'es'] as const;
export type Language = (typeof languages)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** The address parameter that names a page's language: ?lang=es (select-language.ts reads it). */
export const LANGUAGE_PARAM = 'lang';

/** Each language's name in itself, as a language switch offers it. */
export const languageNames = { en: 'English', es: 'Español' } as const satisfies Record<Language, string>;

/** Each language's name in English, as the staff pages (English for now) name it. */
export const languageNamesInEnglish = { en: 'English', es: 'Spanish' } as const satisfies Record<Language, string>;

/**
 * The locale a language formats dates, times and money in. Venues charge in US dollars, and
 * es-US writes them "$1,500.00" as the couple's bank does; es-MX would write "USD 1,500.00".
 */
export const languageLocales = { en: 'en-US', es: 'es-US' } as const satisfies Record<Language, string>;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}
