import { eventTypesEn } from '#shared/i18n/catalogs/event-types.en.ts';
import { payEn } from '#shared/i18n/catalogs/pay.en.ts';
import type { PayKey } from '#shared/i18n/surfaces.ts';
import { createI18nSurface } from '#client/lib/i18n/i18n-context.tsx';
import { defineSurface } from '#client/lib/i18n/surface-messages.ts';
import { checkoutSurface } from '#client/lib/i18n/checkout-surface.ts';

/**
 * The pay page's messages, its checkout's with them: all its bundle carries of the catalogs is
 * their English. The Spanish arrive in chunks of their own when Spanish is chosen, the
 * checkout's loaded alongside (docs/decisions/076).
 */
export const paySurface = defineSurface<PayKey>(
  { ...checkoutSurface.en, ...eventTypesEn, ...payEn },
  {
    es: async () => {
      const [checkout, pay] = await Promise.all([checkoutSurface.load('es'), import('./pay-i18n.es.ts')]);
      return { ...checkout, ...pay.payMessagesEs };
    },
  },
);

export const { I18nProvider: PayI18nProvider, useT: usePayT } = createI18nSurface(paySurface);
