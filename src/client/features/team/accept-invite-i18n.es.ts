import { acceptInviteEs } from '#shared/i18n/catalogs/accept-invite.es.ts';
import { apiErrorsEs } from '#shared/i18n/catalogs/api-errors.es.ts';
import { commonEs } from '#shared/i18n/catalogs/common.es.ts';

/** The accept-invitation page's Spanish messages, loaded only when Spanish is chosen (accept-invite-i18n.ts). */
export const acceptInviteMessagesEs = { ...commonEs, ...apiErrorsEs, ...acceptInviteEs };
