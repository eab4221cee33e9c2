import { MIN_PASSWORD_LENGTH } from '#shared/auth/auth.schemas.ts';
import type { verifyEmailEn } from '#shared/i18n/catalogs/verify-email.en.ts';
import type { ApiErrorKey } from '#shared/i18n/surfaces.ts';
import type { Translator } from '#shared/i18n/translator.ts';
import { translateApiError } from '#client/lib/i18n/translate-api-error.ts';
import type { AccountLinkTexts } from './account-link-page.tsx';

/**
 * The words every e-mailed account link's page shares (the verify-email and reset-password
 * pages): its states, the new-password form and a failed call's message, in the page's language.
 */
export function getAccountLinkTexts(
  translator: Translator<keyof typeof verifyEmailEn | ApiErrorKey>,
): Required<Pick<AccountLinkTexts, 'page' | 'form' | 'errorMessage'>> {
  const { t } = translator;
  return {
    page: {
      goneTitle: t('verifyEmail.goneTitle'),
      failedTitle: t('verifyEmail.failedTitle'),
      failedDescription: t('verifyEmail.failedDescription'),
      tryAgain: t('verifyEmail.tryAgain'),
      newLink: t('verifyEmail.newLink'),
      signIn: t('verifyEmail.signIn'),
      home: { backHome: t('verifyEmail.backHome'), brandHome: t('verifyEmail.brandHome') },
    },
    form: {
      email: t('verifyEmail.email'),
      newPassword: t('verifyEmail.newPassword'),
      confirmPassword: t('verifyEmail.confirmPassword'),
      passwordHint: t('verifyEmail.passwordHint', { count: MIN_PASSWORD_LENGTH }),
      passwordRequired: t('verifyEmail.passwordRequired'),
      passwordTooLong: t('verifyEmail.passwordTooLong'),
      confirmRequired: t('verifyEmail.confirmRequired'),
      mismatch: { title: t('verifyEmail.mismatchTitle'), description: t('verifyEmail.mismatchDescription') },
      tooShort: {
        title: t('verifyEmail.tooShortTitle'),
        description: t('verifyEmail.tooShortDescription', { count: MIN_PASSWORD_LENGTH }),
      },
      saveFailed: { title: t('verifyEmail.saveFailedTitle'), description: t('verifyEmail.saveFailedDescription') },
      saving: t('verifyEmail.submitting'),
    },
    errorMessage: (error, fallback) => translateApiError(error, fallback, translator),
  };
}
