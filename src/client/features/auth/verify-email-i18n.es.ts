import { apiErrorsEs } from '#shared/i18n/catalogs/api-errors.es.ts';
import { commonEs } from '#shared/i18n/catalogs/common.es.ts';
import { verifyEmailEs } from '#shared/i18n/catalogs/verify-email.es.ts';

/** The verify-email page's Spanish messages, loaded only when Spanish is chosen (verify-email-i18n.ts). */
export const verifyEmailMessagesEs = { ...commonEs, ...apiErrorsEs, ...verifyEmailEs };
