import { acceptInviteEn } from './accept-invite.en.ts';
import { accountEmailEn } from './account-email.en.ts';
import { apiErrorsEn } from './api-errors.en.ts';
import { profileEn } from './profile.en.ts';
import { signInEn } from './sign-in.en.ts';
import { clientInvitationEmailEn } from './client-invitation-email.en.ts';
import { commonEn } from './common.en.ts';
import { emailEn } from './email.en.ts';
import { eventTypesEn } from './event-types.en.ts';
import { inquiryEn } from './inquiry.en.ts';
import { paymentTypesEn } from './payment-types.en.ts';
import { portalHeaderEn } from './portal-header.en.ts';
import { portalEn } from './portal.en.ts';
import { checkoutEn } from './checkout.en.ts';
import { payEn } from './pay.en.ts';
import { paymentEmailEn } from './payment-email.en.ts';
import { signingEn } from './signing.en.ts';
import { contractDocumentsEn } from './contract-documents.en.ts';
import { contractActorsEn } from './contract-actors.en.ts';
import { contractNoticeEn } from './contract-notice.en.ts';
import { toasterEn } from './toaster.en.ts';
import { contractVersionsEn } from './contract-versions.en.ts';
import { sharedCalendarEn } from './shared-calendar.en.ts';
import { validationEn } from './validation.en.ts';
import { verificationEmailEn } from './verification-email.en.ts';
import { calendarFeedEn } from './calendar-feed.en.ts';
import { verifyEmailEn } from './verify-email.en.ts';

/**
 * The English catalog: the source of every message a couple, family or visitor reads, in ICU
 * MessageFormat ({name} values, {count, plural, …}). It is made of one part per surface
 * (surfaces.ts), so that a page's bundle carries only its own messages; the server, which writes
 * e-mails and documents for every surface, reads them all. Every other language has exactly
 * these keys, which the type system checks (docs/decisions/068).
 */
export const en = {
  ...commonEn,
  ...validationEn,
  ...eventTypesEn,
  ...inquiryEn,
  ...sharedCalendarEn,
  ...acceptInviteEn,
  ...clientInvitationEmailEn,
  ...accountEmailEn,
  ...signInEn,
  ...profileEn,
  ...apiErrorsEn,
  ...verifyEmailEn,
  ...verificationEmailEn,
  ...calendarFeedEn,
  ...emailEn,
  ...paymentTypesEn,
  ...portalHeaderEn,
  ...portalEn,
  ...checkoutEn,
  ...payEn,
  ...paymentEmailEn,
  ...signingEn,
  ...contractDocumentsEn,
  ...contractActorsEn,
  ...contractNoticeEn,
  ...toasterEn,
  ...contractVersionsEn,
} as const;

export type MessageKey = keyof typeof en;
export type Catalog = Record<MessageKey, string>;
