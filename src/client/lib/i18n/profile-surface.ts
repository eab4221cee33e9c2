import { apiErrorsEn } from '#shared/i18n/catalogs/api-errors.en.ts';
import { commonEn } from '#shared/i18n/catalogs/common.en.ts';
import { profileEn } from '#shared/i18n/catalogs/profile.en.ts';
import type { CommonKey, ProfileKey } from '#shared/i18n/surfaces.ts';
import { createTranslator, type Translator } from '#shared/i18n/translator.ts';
import { getApiErrorMessage } from '../api-error-messages.ts';
import { createEnglishLookup } from './english-lookup.ts';
import { createI18nSurface } from './i18n-context.tsx';
import { defineSurface } from './surface-messages.ts';
import { translateApiError } from './translate-api-error.ts';

/**
 * The Profile page's messages (/profile): a client reads them in their portal's language, staff
 * in English (decision 075). English is in the page's chunk; the Spanish arrive in a chunk of
 * their own (docs/decisions/076). Here, below the features, as the auth feature (the account card,
 * the password form) and the notifications feature (the e-mail choices) both use it (decision 011).
 */
export const profileSurface = /* @__PURE__ */ defineSurface<ProfileKey>(
  { ...commonEn, ...apiErrorsEn, ...profileEn },
  { es: () => import('./profile-surface.es.ts').then((module) => module.profileMessagesEs) },
);

const { I18nProvider, useOptionalT } = createI18nSurface(profileSurface);

/** Gives a client's Profile its language; staff's Profile has none and reads English. */
export const ProfileI18nProvider = I18nProvider;

let english: Translator<ProfileKey | CommonKey> | undefined;

/**
 * The Profile page's translator: the client's language under `ProfileI18nProvider`, English
 * without it (staff's Profile, whose texts stay exactly the spec's).
 */
export function useProfileT(): Translator<ProfileKey | CommonKey> {
  return useOptionalT() ?? (english ??= createTranslator('en', profileSurface.en));
}

/** The password form's schema's and the server's English texts, mapped to their keys. */
const findProfileErrorKey = /* @__PURE__ */ createEnglishLookup(profileSurface.en, (key) =>
  key.startsWith('profile.error.'),
);

/** A field's message in the page's language; one without a message of ours shows as it came. */
export function translateFieldError(
  message: string | undefined,
  { t }: Translator<ProfileKey | CommonKey>,
): string | undefined {
  const key = message === undefined ? undefined : findProfileErrorKey(message);
  return key ? t(key) : message;
}

/**
 * A failed call's message in the page's language: a wrong current password is ours, the rest as
 * `translateApiError` says (the server's English text on an English page, as before).
 */
export function translateProfileError(
  error: unknown,
  fallback: string,
  translator: Translator<ProfileKey | CommonKey>,
): string {
  const key = findProfileErrorKey(getApiErrorMessage(error, fallback));
  return key ? translator.t(key) : translateApiError(error, fallback, translator);
}
