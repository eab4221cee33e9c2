import { eventTypesEs } from '#shared/i18n/catalogs/event-types.es.ts';
import { payEs } from '#shared/i18n/catalogs/pay.es.ts';

/** The pay page's own Spanish messages (its checkout's come from checkout-i18n.es.ts), loaded only when Spanish is chosen. */
export const payMessagesEs = { ...eventTypesEs, ...payEs };
