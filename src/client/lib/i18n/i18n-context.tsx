import { createContext, use, useContext, useEffect, type ReactNode } from 'react';
import { useSearch } from 'wouter';
import { getTranslator, type Translator } from '#shared/i18n/i18n.ts';
import { type Language } from '#shared/i18n/languages.ts';
import { LANGUAGE_COOKIE, LANGUAGE_PARAM, readLanguageCookie, selectLanguage } from '#shared/i18n/select-language.ts';
import { PageHeadContext } from '../page-head.ts';

/**
 * The language of a page for couples, families and visitors (docs/decisions/068). Staff pages
 * have no provider and read English.
 */
const I18nContext = createContext<Translator>(getTranslator('en'));

/** The translator of the page's language: `t` for its messages, `locale` for Intl. */
export function useT(): Translator {
  return use(I18nContext);
}

/** Gives its children the language, and writes it on <html lang> (in the server's render too). */
export function I18nProvider({ language, children }: { language: Language; children: ReactNode }) {
  const collector = useContext(PageHeadContext);
  collector?.set({ language });
  useEffect(() => {
    const root = document.documentElement;
    const before = root.lang;
    root.lang = language;
    return () => {
      root.lang = before;
    };
  }, [language]);
  return <I18nContext value={getTranslator(language)}>{children}</I18nContext>;
}

/** The browser's languages, most wanted first: what it sends as Accept-Language. */
function getBrowserLanguages(): readonly string[] | null {
  return typeof navigator === 'undefined' ? null : navigator.languages;
}

function getSavedLanguage(): string | null {
  return typeof document === 'undefined' ? null : readLanguageCookie(document.cookie);
}

/**
 * The language a visitor's page is in, chosen as the server chooses it for its render
 * (?lang=, the saved choice, the browser's languages, the venue's default), so hydration matches.
 */
export function useVisitorLanguage(venueDefault: Language | null | undefined): Language {
  const query = new URLSearchParams(useSearch()).get(LANGUAGE_PARAM);
  return selectLanguage({
    query,
    saved: getSavedLanguage(),
    acceptLanguage: getBrowserLanguages(),
    venueDefault,
  });
}

/** Keeps a visitor's choice for a year, for this site's pages and for the server that renders them. */
export function saveLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
