import { commonEs } from '#shared/i18n/catalogs/common.es.ts';
import { eventTypesEs } from '#shared/i18n/catalogs/event-types.es.ts';
import { sharedCalendarEs } from '#shared/i18n/catalogs/shared-calendar.es.ts';

/** The shared calendar's Spanish messages, loaded only when Spanish is chosen (shared-calendar-i18n.ts). */
export const sharedCalendarMessagesEs = { ...commonEs, ...eventTypesEs, ...sharedCalendarEs };
