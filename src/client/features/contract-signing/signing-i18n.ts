import { commonEn } from '#shared/i18n/catalogs/common.en.ts';
import { commonEs } from '#shared/i18n/catalogs/common.es.ts';
import { contractVersionsEn } from '#shared/i18n/catalogs/contract-versions.en.ts';
import { contractVersionsEs } from '#shared/i18n/catalogs/contract-versions.es.ts';
import { signingEn } from '#shared/i18n/catalogs/signing.en.ts';
import { signingEs } from '#shared/i18n/catalogs/signing.es.ts';
import { validationEn } from '#shared/i18n/catalogs/validation.en.ts';
import { validationEs } from '#shared/i18n/catalogs/validation.es.ts';
import type { SigningKey, Surface } from '#shared/i18n/surfaces.ts';
import { createI18nSurface } from '#client/lib/i18n/i18n-context.tsx';

/** The signing page's messages in each language: all its bundle carries of the catalogs. */
export const signingSurface: Surface<SigningKey> = {
  en: { ...commonEn, ...validationEn, ...signingEn, ...contractVersionsEn },
  es: { ...commonEs, ...validationEs, ...signingEs, ...contractVersionsEs },
};

export const { I18nProvider, useT } = createI18nSurface(signingSurface);
