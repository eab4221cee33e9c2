import { apiErrorsEs } from '#shared/i18n/catalogs/api-errors.es.ts';
import { commonEs } from '#shared/i18n/catalogs/common.es.ts';
import { profileEs } from '#shared/i18n/catalogs/profile.es.ts';

/** The Profile page's Spanish messages, loaded only when a client's Profile is in Spanish (profile-surface.ts). */
export const profileMessagesEs = { ...commonEs, ...apiErrorsEs, ...profileEs };
