import type { Catalog } from './en.ts';
import { acceptInviteEs } from './accept-invite.es.ts';
import { accountEmailEs } from './account-email.es.ts';
import { apiErrorsEs } from './api-errors.es.ts';
import { profileEs } from './profile.es.ts';
import { signInEs } from './sign-in.es.ts';
import { clientInvitationEmailEs } from './client-invitation-email.es.ts';
import { commonEs } from './common.es.ts';
import { emailEs } from './email.es.ts';
import { eventTypesEs } from './event-types.es.ts';
import { inquiryEs } from './inquiry.es.ts';
import { paymentTypesEs } from './payment-types.es.ts';
import { portalHeaderEs } from './portal-header.es.ts';
import { portalEs } from './portal.es.ts';
import { checkoutEs } from './checkout.es.ts';
import { payEs } from './pay.es.ts';
import { paymentEmailEs } from './payment-email.es.ts';
import { signingEs } from './signing.es.ts';
import { contractDocumentsEs } from './contract-documents.es.ts';
import { contractActorsEs } from './contract-actors.es.ts';
import { contractNoticeEs } from './contract-notice.es.ts';
import { toasterEs } from './toaster.es.ts';
import { contractVersionsEs } from './contract-versions.es.ts';
import { sharedCalendarEs } from './shared-calendar.es.ts';
import { validationEs } from './validation.es.ts';
import { verificationEmailEs } from './verification-email.es.ts';
import { calendarFeedEs } from './calendar-feed.es.ts';
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
  ...accountEmailEs,
  ...signInEs,
  ...profileEs,
  ...apiErrorsEs,
  ...verifyEmailEs,
  ...verificationEmailEs,
  ...calendarFeedEs,
  ...emailEs,
  ...paymentTypesEs,
  ...portalHeaderEs,
  ...portalEs,
  ...checkoutEs,
  ...payEs,
  ...paymentEmailEs,
  ...signingEs,
  ...contractDocumentsEs,
  ...contractActorsEs,
  ...contractNoticeEs,
  ...toasterEs,
  ...contractVersionsEs,
};
