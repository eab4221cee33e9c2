import { checkoutEn } from '#shared/i18n/catalogs/checkout.en.ts';
import { createTranslator } from '#shared/i18n/translator.ts';
import type { CheckoutText } from './checkout-outcome.ts';

/**
 * The checkout's texts in English, the catalog's source, for pages without a language of their
 * own (staff's). Kept apart from checkout-outcome.ts so the signed-in shell, which shares a chunk
 * with it, does not carry the catalog. Written through the translator: in a bundle the catalog
 * holds compiled messages, not their text (docs/decisions/068).
 */
export const checkoutInEnglish: CheckoutText = (key) =>
  Object.hasOwn(checkoutEn, key) ? createTranslator('en', checkoutEn).t(key as keyof typeof checkoutEn) : key;
