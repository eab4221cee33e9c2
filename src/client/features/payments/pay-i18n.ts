import { checkoutEn } from '#shared/i18n/catalogs/checkout.en.ts';
import { checkoutEs } from '#shared/i18n/catalogs/checkout.es.ts';
import { commonEn } from '#shared/i18n/catalogs/common.en.ts';
import { commonEs } from '#shared/i18n/catalogs/common.es.ts';
import { eventTypesEn } from '#shared/i18n/catalogs/event-types.en.ts';
import { eventTypesEs } from '#shared/i18n/catalogs/event-types.es.ts';
import { payEn } from '#shared/i18n/catalogs/pay.en.ts';
import { payEs } from '#shared/i18n/catalogs/pay.es.ts';
import { paymentTypesEn } from '#shared/i18n/catalogs/payment-types.en.ts';
import { paymentTypesEs } from '#shared/i18n/catalogs/payment-types.es.ts';
import type { PayKey, Surface } from '#shared/i18n/surfaces.ts';
import { createI18nSurface } from '#client/lib/i18n/i18n-context.tsx';

/** The pay page's messages in each language, its checkout's with them: all its bundle carries of the catalogs. */
export const paySurface: Surface<PayKey> = {
  en: { ...commonEn, ...eventTypesEn, ...paymentTypesEn, ...checkoutEn, ...payEn },
  es: { ...commonEs, ...eventTypesEs, ...paymentTypesEs, ...checkoutEs, ...payEs },
};

export const { I18nProvider: PayI18nProvider, useT: usePayT } = createI18nSurface(paySurface);
