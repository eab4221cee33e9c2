import { apiErrorsEn } from '#shared/i18n/catalogs/api-errors.en.ts';
import { apiErrorsEs } from '#shared/i18n/catalogs/api-errors.es.ts';
import { commonEn } from '#shared/i18n/catalogs/common.en.ts';
import { commonEs } from '#shared/i18n/catalogs/common.es.ts';
import { verifyEmailEn } from '#shared/i18n/catalogs/verify-email.en.ts';
import { verifyEmailEs } from '#shared/i18n/catalogs/verify-email.es.ts';
import type { Surface, VerifyEmailKey } from '#shared/i18n/surfaces.ts';
import { createI18nSurface } from '#client/lib/i18n/i18n-context.tsx';

/** The verify-email page's messages in each language: all its bundle carries of the catalogs. */
export const verifyEmailSurface: Surface<VerifyEmailKey> = {
  en: { ...commonEn, ...apiErrorsEn, ...verifyEmailEn },
  es: { ...commonEs, ...apiErrorsEs, ...verifyEmailEs },
};

export const { I18nProvider, useT } = createI18nSurface(verifyEmailSurface);
