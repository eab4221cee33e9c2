import type { acceptInviteEn } from './catalogs/accept-invite.en.ts';
import { commonEn } from './catalogs/common.en.ts';
import type { verifyEmailEn } from './catalogs/verify-email.en.ts';
import type { apiErrorsEn } from './catalogs/api-errors.en.ts';
import type { signInEn } from './catalogs/sign-in.en.ts';
import type { profileEn } from './catalogs/profile.en.ts';
import { commonEs } from './catalogs/common.es.ts';
import type { eventTypesEn } from './catalogs/event-types.en.ts';
import type { checkoutEn } from './catalogs/checkout.en.ts';
import type { payEn } from './catalogs/pay.en.ts';
import type { paymentTypesEn } from './catalogs/payment-types.en.ts';
import type { portalEn } from './catalogs/portal.en.ts';
import type { inquiryEn } from './catalogs/inquiry.en.ts';
import type { signingEn } from './catalogs/signing.en.ts';
import type { contractVersionsEn } from './catalogs/contract-versions.en.ts';
import type { sharedCalendarEn } from './catalogs/shared-calendar.en.ts';
import type { validationEn } from './catalogs/validation.en.ts';
import type { Messages } from './i18n.ts';
import type { Language } from './languages.ts';

/**
 * The messages of each page for couples and visitors, in each language: a page's bundle imports
 * only its own surface, never the whole catalog the server reads (docs/decisions/068). Every
 * surface has the common messages, which the shared components (the language switch) use. Each
 * page's feature defines its surface beside its components (inquiry-i18n.ts, with its Spanish in
 * inquiry-i18n.es.ts, a chunk loaded only when Spanish is chosen: docs/decisions/076); its keys'
 * type is here, for the shared code that writes its messages.
 */
export type Surface<Key extends string> = Record<Language, Messages<Key | CommonKey>>;

export type CommonKey = keyof typeof commonEn;
export type ValidationKey = keyof typeof validationEn;
export type EventTypeKey = keyof typeof eventTypesEn;
export type InquiryKey = keyof typeof inquiryEn | ValidationKey | EventTypeKey;
export type ContractVersionKey = keyof typeof contractVersionsEn;
export type SigningKey = keyof typeof signingEn | ValidationKey | ContractVersionKey;
export type ApiErrorKey = keyof typeof apiErrorsEn;
export type AcceptInviteKey = keyof typeof acceptInviteEn | ApiErrorKey;
export type VerifyEmailKey = keyof typeof verifyEmailEn | ApiErrorKey;
/** The sign-in pages: /login, /forgot-password. */
export type SignInKey = keyof typeof signInEn | ApiErrorKey | ValidationKey;
/** /reset-password, which shares the verify-email page's form (its texts only in its own bundle). */
export type ResetPasswordKey = SignInKey | keyof typeof verifyEmailEn;
export type SharedCalendarKey = keyof typeof sharedCalendarEn | EventTypeKey;

export const commonSurface: Surface<CommonKey> = { en: commonEn, es: commonEs };

export type PaymentTypeKey = keyof typeof paymentTypesEn;
export type CheckoutKey = keyof typeof checkoutEn | PaymentTypeKey;
export type PortalKey = keyof typeof portalEn | EventTypeKey | CheckoutKey;
export type PayKey = keyof typeof payEn | CheckoutKey | EventTypeKey;
/** The Profile page a client opens from their portal (staff's reads the same English). */
export type ProfileKey = keyof typeof profileEn | ApiErrorKey;
