import { useSearch } from 'wouter';
import { apiErrorsEn } from '#shared/i18n/catalogs/api-errors.en.ts';
import { apiErrorsEs } from '#shared/i18n/catalogs/api-errors.es.ts';
import { commonEn } from '#shared/i18n/catalogs/common.en.ts';
import { commonEs } from '#shared/i18n/catalogs/common.es.ts';
import { signInEn } from '#shared/i18n/catalogs/sign-in.en.ts';
import { signInEs } from '#shared/i18n/catalogs/sign-in.es.ts';
import { validationEn } from '#shared/i18n/catalogs/validation.en.ts';
import { validationEs } from '#shared/i18n/catalogs/validation.es.ts';
import { isLanguage, type Language } from '#shared/i18n/languages.ts';
import { LANGUAGE_PARAM } from '#shared/i18n/select-language.ts';
import type { SignInKey, Surface } from '#shared/i18n/surfaces.ts';
import { createEnglishLookup } from '#client/lib/i18n/english-lookup.ts';
import { createI18nSurface } from '#client/lib/i18n/i18n-context.tsx';

/**
 * The sign-in pages' messages in each language (/login, /forgot-password): all their bundles
 * carry of the catalogs. The reset page adds the verify-email page's form texts in its own
 * surface (reset-password-i18n.ts), so /login does not carry them.
 */
export const signInSurface: Surface<SignInKey> = {
  en: { ...commonEn, ...validationEn, ...apiErrorsEn, ...signInEn },
  es: { ...commonEs, ...validationEs, ...apiErrorsEs, ...signInEs },
};

export const { I18nProvider, useT } = createI18nSurface(signInSurface);

/**
 * The language a couple's sign-in page names (decision 075): every way a couple reaches these
 * pages (their e-mails' links, a redirect from their portal, the language switch) carries ?lang=.
 * Null on staff's plain /login, which stays the English page of the spec whatever the browser
 * says or a couple once chose on this device.
 */
export function useNamedLanguage(): Language | null {
  const named = new URLSearchParams(useSearch()).get(LANGUAGE_PARAM);
  return isLanguage(named) ? named : null;
}

/** A link to another sign-in page that keeps the language this one names (and none when it names none). */
export function useKeepLanguage(): (path: string) => string {
  const named = useNamedLanguage();
  return (path) => (named ? `${path}${path.includes('?') ? '&' : '?'}${LANGUAGE_PARAM}=${named}` : path);
}

/** The shared schemas' English messages (loginSchema's, the reset request's), mapped to their keys. */
const findFieldMessageKey = createEnglishLookup(
  signInSurface.en,
  (key) => key.startsWith('validation.') || key === 'signIn.passwordRequired',
);

/** A form field's message in the page's language; one without a message of ours shows as it came. */
export function useFieldError(): (message: string | undefined) => string | undefined {
  const { t } = useT();
  return (message) => {
    const key = message === undefined ? undefined : findFieldMessageKey(message);
    return key ? t(key) : message;
  };
}
