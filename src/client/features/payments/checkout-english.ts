import { checkoutEn } from '#shared/i18n/catalogs/checkout.en.ts';
import type { CheckoutText } from './checkout-outcome.ts';

/**
 * The checkout's texts in English, the catalog's source, for pages without a language of their
 * own (staff's). Kept apart from checkout-outcome.ts so the signed-in shell, which shares a chunk
 * with it, does not carry the catalog.
 */
export const checkoutInEnglish: CheckoutText = (key) => checkoutEn[key as keyof typeof checkoutEn] ?? key;
