import { eventTypesEs } from '#shared/i18n/catalogs/event-types.es.ts';
import { portalEs } from '#shared/i18n/catalogs/portal.es.ts';

/** The portal's own Spanish messages (its checkout's come from checkout-i18n.es.ts), loaded only when Spanish is chosen. */
export const portalMessagesEs = { ...eventTypesEs, ...portalEs };
