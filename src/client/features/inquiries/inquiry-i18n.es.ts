import { commonEs } from '#shared/i18n/catalogs/common.es.ts';
import { eventTypesEs } from '#shared/i18n/catalogs/event-types.es.ts';
import { inquiryEs } from '#shared/i18n/catalogs/inquiry.es.ts';
import { validationEs } from '#shared/i18n/catalogs/validation.es.ts';

/** The inquiry form's Spanish messages, loaded only when Spanish is chosen (inquiry-i18n.ts). */
export const inquiryMessagesEs = { ...commonEs, ...validationEs, ...eventTypesEs, ...inquiryEs };
