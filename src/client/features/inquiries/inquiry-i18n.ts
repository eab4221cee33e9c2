import { commonEn } from '#shared/i18n/catalogs/common.en.ts';
import { commonEs } from '#shared/i18n/catalogs/common.es.ts';
import { eventTypesEn } from '#shared/i18n/catalogs/event-types.en.ts';
import { eventTypesEs } from '#shared/i18n/catalogs/event-types.es.ts';
import { inquiryEn } from '#shared/i18n/catalogs/inquiry.en.ts';
import { inquiryEs } from '#shared/i18n/catalogs/inquiry.es.ts';
import { validationEn } from '#shared/i18n/catalogs/validation.en.ts';
import { validationEs } from '#shared/i18n/catalogs/validation.es.ts';
import type { InquiryKey, Surface } from '#shared/i18n/surfaces.ts';
import { createI18nSurface } from '#client/lib/i18n/i18n-context.tsx';

/** The inquiry form's messages in each language: all its bundle carries of the catalogs. */
export const inquirySurface: Surface<InquiryKey> = {
  en: { ...commonEn, ...validationEn, ...eventTypesEn, ...inquiryEn },
  es: { ...commonEs, ...validationEs, ...eventTypesEs, ...inquiryEs },
};

export const { I18nProvider, useT } = createI18nSurface(inquirySurface);
