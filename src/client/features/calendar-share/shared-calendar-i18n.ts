import { commonEn } from '#shared/i18n/catalogs/common.en.ts';
import { eventTypesEn } from '#shared/i18n/catalogs/event-types.en.ts';
import { sharedCalendarEn } from '#shared/i18n/catalogs/shared-calendar.en.ts';
import type { SharedCalendarKey } from '#shared/i18n/surfaces.ts';
import { createI18nSurface } from '#client/lib/i18n/i18n-context.tsx';
import { defineSurface } from '#client/lib/i18n/surface-messages.ts';

/**
 * The shared calendar's messages: all its bundle carries of the catalogs is their English; the
 * Spanish arrive in a chunk of their own when Spanish is chosen (docs/decisions/076).
 */
export const sharedCalendarSurface = defineSurface<SharedCalendarKey>(
  { ...commonEn, ...eventTypesEn, ...sharedCalendarEn },
  { es: () => import('./shared-calendar-i18n.es.ts').then((module) => module.sharedCalendarMessagesEs) },
);

export const { I18nProvider, useT } = createI18nSurface(sharedCalendarSurface);
