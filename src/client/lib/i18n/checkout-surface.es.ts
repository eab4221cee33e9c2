import { checkoutEs } from '#shared/i18n/catalogs/checkout.es.ts';
import { commonEs } from '#shared/i18n/catalogs/common.es.ts';
import { paymentTypesEs } from '#shared/i18n/catalogs/payment-types.es.ts';

/** The checkout's Spanish messages, loaded only when Spanish is chosen (checkout-surface.ts). */
export const checkoutMessagesEs = { ...commonEs, ...paymentTypesEs, ...checkoutEs };
