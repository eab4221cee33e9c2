import { commonEn } from '#shared/i18n/catalogs/common.en.ts';
import { commonEs } from '#shared/i18n/catalogs/common.es.ts';
import { eventTypesEn } from '#shared/i18n/catalogs/event-types.en.ts';
import { eventTypesEs } from '#shared/i18n/catalogs/event-types.es.ts';
import { sharedCalendarEn } from '#shared/i18n/catalogs/shared-calendar.en.ts';
import { sharedCalendarEs } from '#shared/i18n/catalogs/shared-calendar.es.ts';
import type { SharedCalendarKey, Surface } from '#shared/i18n/surfaces.ts';
import { createI18nSurface } from '#client/lib/i18n/i18n-context.tsx';

/** The shared calendar's messages in each language: all its bundle carries of the catalogs. */
export const sharedCalendarSurface: Surface<SharedCalendarKey> = {
  en: { ...commonEn, ...eventTypesEn, ...sharedCalendarEn },
  es: { ...commonEs, ...eventTypesEs, ...sharedCalendarEs },
};

export const { I18nProvider, useT } = createI18nSurface(sharedCalendarSurface);
