import type { ReactNode } from 'react';
import { createI18nSurface, useCommonT } from '#client/lib/i18n/i18n-context.tsx';
import { checkoutSurface } from '#client/lib/i18n/checkout-surface.ts';

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
