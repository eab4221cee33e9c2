import { apiErrorsEn } from '#shared/i18n/catalogs/api-errors.en.ts';
import { commonEn } from '#shared/i18n/catalogs/common.en.ts';
import { verifyEmailEn } from '#shared/i18n/catalogs/verify-email.en.ts';
import type { VerifyEmailKey } from '#shared/i18n/surfaces.ts';
import { createI18nSurface } from '#client/lib/i18n/i18n-context.tsx';
import { defineSurface } from '#client/lib/i18n/surface-messages.ts';

/**
 * The verify-email page's messages: all its bundle carries of the catalogs is their English; the
 * Spanish arrive in a chunk of their own when Spanish is chosen (docs/decisions/076).
 */
export const verifyEmailSurface = defineSurface<VerifyEmailKey>(
  { ...commonEn, ...apiErrorsEn, ...verifyEmailEn },
  { es: () => import('./verify-email-i18n.es.ts').then((module) => module.verifyEmailMessagesEs) },
);

export const { I18nProvider, useT } = createI18nSurface(verifyEmailSurface);
