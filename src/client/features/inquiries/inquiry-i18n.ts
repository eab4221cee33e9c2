import { commonEn } from '#shared/i18n/catalogs/common.en.ts';
import { eventTypesEn } from '#shared/i18n/catalogs/event-types.en.ts';
import { inquiryEn } from '#shared/i18n/catalogs/inquiry.en.ts';
import { validationEn } from '#shared/i18n/catalogs/validation.en.ts';
import type { InquiryKey } from '#shared/i18n/surfaces.ts';
import { createI18nSurface } from '#client/lib/i18n/i18n-context.tsx';
import { defineSurface } from '#client/lib/i18n/surface-messages.ts';

/**
 * The inquiry form's messages: all its bundle carries of the catalogs is their English; the
 * Spanish arrive in a chunk of their own when Spanish is chosen (docs/decisions/076).
 */
export const inquirySurface = defineSurface<InquiryKey>(
  { ...commonEn, ...validationEn, ...eventTypesEn, ...inquiryEn },
  { es: () => import('./inquiry-i18n.es.ts').then((module) => module.inquiryMessagesEs) },
);

export const { I18nProvider, useT } = createI18nSurface(inquirySurface);
