import { checkoutEn } from '#shared/i18n/catalogs/checkout.en.ts';
import { commonEn } from '#shared/i18n/catalogs/common.en.ts';
import { paymentTypesEn } from '#shared/i18n/catalogs/payment-types.en.ts';
import type { CheckoutKey } from '#shared/i18n/surfaces.ts';
import { defineSurface } from './surface-messages.ts';

/**
 * The checkout's messages: the portal's dialog and the pay page's card form. English is in the
 * bundle; the Spanish arrive in a chunk of their own (docs/decisions/076), which the portal and
 * the pay page load with their own Spanish, so the checkout is ready in Spanish when they are.
 * Here, below the features, as both the payments feature (its checkout-i18n.tsx, in the checkout's
 * lazily loaded chunk, and the pay page) and the client portal use it (decision 011).
 */
export const checkoutSurface = defineSurface<CheckoutKey>(
  { ...commonEn, ...paymentTypesEn, ...checkoutEn },
  { es: () => import('./checkout-surface.es.ts').then((module) => module.checkoutMessagesEs) },
);
