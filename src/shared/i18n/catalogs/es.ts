import type { Catalog } from './en.ts';
import { acceptInviteEs } from './accept-invite.es.ts';
import { clientInvitationEmailEs } from './client-invitation-email.es.ts';
import { commonEs } from './common.es.ts';
import { emailEs } from './email.es.ts';
import { eventTypesEs } from './event-types.es.ts';
import { inquiryEs } from './inquiry.es.ts';
import { sharedCalendarEs } from './shared-calendar.es.ts';
import { validationEs } from './validation.es.ts';
import { verificationEmailEs } from './verification-email.es.ts';
import { verifyEmailEs } from './verify-email.es.ts';

/**
 * El catálogo en español: cada mensaje del inglés (en.ts), ni uno más ni uno menos; el tipo
 * Catalog lo exige al compilar, y i18n.test.ts rechaza un mensaje vacío o sin traducir.
 */
export const es: Catalog = {
  ...commonEs,
  ...validationEs,
  ...eventTypesEs,
  ...inquiryEs,
  ...sharedCalendarEs,
  ...acceptInviteEs,
  ...clientInvitationEmailEs,
  ...verifyEmailEs,
  ...verificationEmailEs,
  ...emailEs,
};
