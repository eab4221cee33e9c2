import { apiErrorsEs } from '#shared/i18n/catalogs/api-errors.es.ts';
import { commonEs } from '#shared/i18n/catalogs/common.es.ts';
import { signInEs } from '#shared/i18n/catalogs/sign-in.es.ts';
import { validationEs } from '#shared/i18n/catalogs/validation.es.ts';

/** The sign-in pages' Spanish messages, loaded only when Spanish is chosen (sign-in-i18n.ts). */
export const signInMessagesEs = { ...commonEs, ...validationEs, ...apiErrorsEs, ...signInEs };
