import { useSearch } from 'wouter';
import { apiErrorsEn } from '#shared/i18n/catalogs/api-errors.en.ts';
import { commonEn } from '#shared/i18n/catalogs/common.en.ts';
import { signInEn } from '#shared/i18n/catalogs/sign-in.en.ts';
import { validationEn } from '#shared/i18n/catalogs/validation.en.ts';
import { isLanguage, type Language } from '#shared/i18n/languages.ts';
import { LANGUAGE_PARAM } from '#shared/i18n/select-language.ts';
import type { SignInKey } from '#shared/i18n/surfaces.ts';
import { createEnglishLookup } from '#client/lib/i18n/english-lookup.ts';
import { createI18nSurface } from '#client/lib/i18n/i18n-context.tsx';
import { defineSurface } from '#client/lib/i18n/surface-messages.ts';

/**
 * The sign-in pages' messages (/login, /forgot-password): their bundles carry the English; the
 * Spanish arrive in a chunk of their own when a couple's page names Spanish (docs/decisions/076),
 * so staff's plain /login never downloads them. The reset page adds the verify-email page's form
 * texts in its own surface (reset-password-i18n.ts), so /login does not carry them.
 */
export const signInSurface = defineSurface<SignInKey>(
  { ...commonEn, ...validationEn, ...apiErrorsEn, ...signInEn },
  { es: () => import('./sign-in-i18n.es.ts').then((module) => module.signInMessagesEs) },
);

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
