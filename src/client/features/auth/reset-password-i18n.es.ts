import { verifyEmailEs } from '#shared/i18n/catalogs/verify-email.es.ts';
import { signInMessagesEs } from './sign-in-i18n.es.ts';

/** The reset-password page's Spanish messages, loaded only when Spanish is chosen (reset-password-i18n.ts). */
export const resetPasswordMessagesEs = { ...signInMessagesEs, ...verifyEmailEs };
