import { commonEn } from '#shared/i18n/catalogs/common.en.ts';
import { contractVersionsEn } from '#shared/i18n/catalogs/contract-versions.en.ts';
import { signingEn } from '#shared/i18n/catalogs/signing.en.ts';
import { validationEn } from '#shared/i18n/catalogs/validation.en.ts';
import type { SigningKey } from '#shared/i18n/surfaces.ts';
import { createI18nSurface } from '#client/lib/i18n/i18n-context.tsx';
import { defineSurface } from '#client/lib/i18n/surface-messages.ts';

/**
 * The signing page's messages: all its bundle carries of the catalogs is their English; the
 * Spanish arrive in a chunk of their own when Spanish is chosen (docs/decisions/076).
 */
export const signingSurface = defineSurface<SigningKey>(
  { ...commonEn, ...validationEn, ...signingEn, ...contractVersionsEn },
  { es: () => import('./signing-i18n.es.ts').then((module) => module.signingMessagesEs) },
);

export const { I18nProvider, useT } = createI18nSurface(signingSurface);
