import { commonEs } from '#shared/i18n/catalogs/common.es.ts';
import { contractVersionsEs } from '#shared/i18n/catalogs/contract-versions.es.ts';
import { signingEs } from '#shared/i18n/catalogs/signing.es.ts';
import { validationEs } from '#shared/i18n/catalogs/validation.es.ts';

/** The signing page's Spanish messages, loaded only when Spanish is chosen (signing-i18n.ts). */
export const signingMessagesEs = { ...commonEs, ...validationEs, ...signingEs, ...contractVersionsEs };
