import type { ReactNode } from 'react';
import { checkoutEn } from '#shared/i18n/catalogs/checkout.en.ts';
import { checkoutEs } from '#shared/i18n/catalogs/checkout.es.ts';
import { commonEn } from '#shared/i18n/catalogs/common.en.ts';
import { commonEs } from '#shared/i18n/catalogs/common.es.ts';
import { paymentTypesEn } from '#shared/i18n/catalogs/payment-types.en.ts';
import { paymentTypesEs } from '#shared/i18n/catalogs/payment-types.es.ts';
import type { CheckoutKey, Surface } from '#shared/i18n/surfaces.ts';
import { createI18nSurface, useCommonT } from '#client/lib/i18n/i18n-context.tsx';

/** The checkout's messages in each language: the portal's dialog and the pay page's card form. */
export const checkoutSurface: Surface<CheckoutKey> = {
  en: { ...commonEn, ...paymentTypesEn, ...checkoutEn },
  es: { ...commonEs, ...paymentTypesEs, ...checkoutEs },
};

const { I18nProvider, useT } = createI18nSurface(checkoutSurface);
export { useT as useCheckoutT };

/**
 * The checkout in the language of the page around it (the portal's, the pay page's; English on
 * staff pages, which have no language of their own yet): it takes the page's language from the
 * common messages every surface provides.
 */
export function CheckoutI18n({ children }: { children: ReactNode }) {
  const { language } = useCommonT();
  return <I18nProvider language={language}>{children}</I18nProvider>;
}

/** Stripe Elements' own texts (its card fields, its errors) in the page's language. */
export function getStripeLocale(language: string): 'es-419' | 'en' {
  return language === 'es' ? 'es-419' : 'en';
}
