import { MIN_PASSWORD_LENGTH } from '#shared/auth/auth.schemas.ts';
import { LANGUAGE_PARAM } from '#shared/i18n/select-language.ts';
import { LanguageSwitch } from '#client/components/language-switch.tsx';
import { AccountLinkPage, type AccountLinkTexts } from '#client/features/auth/account-link-page.tsx';
import { I18nProvider, useT } from '#client/features/auth/reset-password-i18n.ts';
import { useNamedLanguage } from '#client/features/auth/sign-in-i18n.ts';
import { translateApiError } from '#client/lib/i18n/translate-api-error.ts';

/**
 * The link of "Forgot password?" (an hour, once): a new password, and this browser signed in. In
 * the language of the page the reset was asked from, which its e-mail's link names (?lang=), else
 * English (decision 075).
 */
export function ResetPasswordPage() {
  const named = useNamedLanguage();
  return (
    <I18nProvider language={named ?? 'en'}>
      <ResetPasswordContent named={named} />
    </I18nProvider>
  );
}

function ResetPasswordContent({ named }: { named: string | null }) {
  const translator = useT();
  const { t } = translator;
  const texts: AccountLinkTexts = {
    title: t('resetPassword.title'),
    description: t('resetPassword.description'),
    submitLabel: t('resetPassword.submit'),
    goneDescription: t('resetPassword.goneDescription'),
    success: { title: t('resetPassword.successTitle'), description: t('resetPassword.successDescription') },
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
  return (
    <AccountLinkPage
      kind="reset-password"
      texts={texts}
      languageQuery={named ? `${LANGUAGE_PARAM}=${named}` : undefined}
      languageSwitch={
        named ? <LanguageSwitch className="mx-auto -mt-2 flex w-full max-w-md justify-end px-4" /> : undefined
      }
    />
  );
}
