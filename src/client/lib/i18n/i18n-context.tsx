import { createContext, use, useContext, useEffect, type ReactNode } from 'react';
import { useSearch } from 'wouter';
import { commonEn } from '#shared/i18n/catalogs/common.en.ts';
import { createTranslator, type Translator } from '#shared/i18n/translator.ts';
import { type Language } from '#shared/i18n/languages.ts';
import type { CommonKey } from '#shared/i18n/surfaces.ts';
import {
  LANGUAGE_COOKIE,
  LANGUAGE_PARAM,
  readLanguageCookie,
  selectLanguage,
  toLanguage,
} from '#shared/i18n/select-language.ts';
import { PageHeadContext } from '../page-head.ts';
import type { SurfaceMessages } from './surface-messages.ts';

/** The common messages of the page's surface, for the components every surface shares. */
const CommonContext = createContext<Translator<CommonKey> | null>(null);

/**
 * The translator of the common messages (the language switch's, a loading state's), for a shared
 * component on any surface's page. Staff pages have no provider and read English.
 */
export function useCommonT(): Translator<CommonKey> {
  return use(CommonContext) ?? createTranslator('en', commonEn);
}

/** Loads the page's messages in a language, resolving once they have arrived. */
type LoadLanguage = (language: Language) => Promise<unknown>;

const LoadLanguageContext = createContext<LoadLanguage>(() => Promise.resolve());

/**
 * Loads the messages of the page's surface in a language before the page changes to it (the
 * language switch), so the page on screen stays until they have arrived (docs/decisions/076).
 * Staff pages have no provider and nothing to load.
 */
export function useLoadLanguage(): LoadLanguage {
  return use(LoadLanguageContext);
}

/** Writes the page's language on <html lang>, in the server's render too. */
function useDocumentLanguage(language: Language): void {
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
}

/**
 * Keeps the language a page's address names (`?lang=es`, as a couple's e-mail links have it) as
 * the visitor's choice, when the page is in it: the pages they reach next without `?lang=` (the
 * portal after signing in, a redirect that lost it) then choose it too, before the browser's
 * languages (decision 075, amended in session 31). A page that does not follow the address (a
 * team member's invitation, English whatever it says) keeps nothing; staff's pages have no
 * provider and read no cookie.
 */
function useKeepNamedLanguage(language: Language): void {
  const named = toLanguage(new URLSearchParams(useSearch()).get(LANGUAGE_PARAM));
  const keep = named === language ? named : null;
  useEffect(() => {
    if (keep && getSavedLanguage() !== keep) saveLanguage(keep);
  }, [keep]);
}

/**
 * A surface's provider and hook (docs/decisions/068): the provider gives its children the page's
 * language with the surface's messages, and `useT` returns them, typed so that a key the surface
 * does not have is a compile error. Each page for couples and visitors makes its own with
 * `createI18nSurface(itsSurface)`, so its bundle carries only its messages, and only English's
 * of them (docs/decisions/076).
 *
 * In a language whose messages have not arrived, the provider suspends until they have: the
 * nearest Suspense boundary shows its fallback, never the page in the wrong language, and a page
 * the server rendered keeps its HTML while hydrating (src/client/main.tsx loads them first
 * anyway). The language switch loads them before it changes the language.
 */
export function createI18nSurface<Key extends string>(surface: SurfaceMessages<Key>) {
  const SurfaceContext = createContext<Translator<Key | CommonKey> | null>(null);

  function I18nProvider({ language, children }: { language: Language; children: ReactNode }) {
    const messages = surface.loaded(language);
    // Until the language's messages arrive the page suspends, and is rendered again from here
    // once they have (on the server too, which keeps the page's HTML meanwhile when hydrating).
    // Thrown rather than use()d: a component that suspended on use() must call it again on every
    // later render (React warns otherwise), which would make every page read a promise each time.
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- React's Suspense protocol
    if (!messages) throw surface.load(language);
    useDocumentLanguage(language);
    useKeepNamedLanguage(language);
    const translator = createTranslator(language, messages);
    return (
      <LoadLanguageContext value={surface.load}>
        <CommonContext value={translator}>
          <SurfaceContext value={translator}>{children}</SurfaceContext>
        </CommonContext>
      </LoadLanguageContext>
    );
  }

  function useT(): Translator<Key | CommonKey> {
    const translator = use(SurfaceContext);
    if (!translator) throw new Error('useT needs the I18nProvider of its surface above it');
    return translator;
  }

  /** The provider's translator, or null on a page without it (staff's pages, which read English). */
  function useOptionalT(): Translator<Key | CommonKey> | null {
    return use(SurfaceContext);
  }

  return { I18nProvider, useT, useOptionalT };
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
