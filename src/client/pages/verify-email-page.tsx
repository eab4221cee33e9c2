import { useParams, useSearch } from 'wouter';
import { MIN_PASSWORD_LENGTH } from '#shared/auth/auth.schemas.ts';
import { isLanguage, type Language } from '#shared/i18n/languages.ts';
import { LANGUAGE_PARAM } from '#shared/i18n/select-language.ts';
import { LanguageSwitch } from '#client/components/language-switch.tsx';
import { useAccountLinkPreview } from '#client/features/auth/account-api.ts';
import { AccountLinkPage, type AccountLinkTexts } from '#client/features/auth/account-link-page.tsx';
import { I18nProvider, useT } from '#client/features/auth/verify-email-i18n.ts';
import { useVisitorLanguage } from '#client/lib/i18n/i18n-context.tsx';
import { translateApiError } from '#client/lib/i18n/translate-api-error.ts';

/**
 * The page's language (decision 068): a couple's account (the preview names their booking's
 * language) follows ?lang= (their e-mail's link names it), their saved choice, their browser's,
 * then the booking's; a staff account's page is English. Before the link is read, or when it no
 * longer works, only the address's ?lang= counts.
 */
function usePageLanguage(previewLanguage: Language | null | undefined): Language {
  const visitorLanguage = useVisitorLanguage(previewLanguage);
  const requested = new URLSearchParams(useSearch()).get(LANGUAGE_PARAM);
  if (previewLanguage) return visitorLanguage;
  if (previewLanguage === null) return 'en';
  return requested && isLanguage(requested) ? requested : 'en';
}

/**
 * The link e-mailed at sign-up. Following it claims the account (decision 025): whoever holds the
 * mailbox chooses the password here, and any other session of the account ends.
 */
export function VerifyEmailPage() {
  const { token = '' } = useParams<{ token: string }>();
  // The same query as the page's own (one request): it tells whether the account is a couple's.
  const preview = useAccountLinkPreview('verify-email', token);
  const language = usePageLanguage(preview.data?.language);
  return (
    <I18nProvider language={language}>
      <VerifyEmailContent
        isClient={!!preview.data?.language}
        languageQuery={preview.data?.language ? `${LANGUAGE_PARAM}=${language}` : undefined}
      />
    </I18nProvider>
  );
}

function VerifyEmailContent({ isClient, languageQuery }: { isClient: boolean; languageQuery?: string }) {
  const translator = useT();
  const { t } = translator;
  const texts: AccountLinkTexts = {
    title: t('verifyEmail.title'),
    description: t('verifyEmail.description'),
    submitLabel: t('verifyEmail.submit'),
    goneDescription: t('verifyEmail.goneDescription'),
    success: { title: t('verifyEmail.successTitle'), description: t('verifyEmail.successDescription') },
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
      kind="verify-email"
      texts={texts}
      languageQuery={languageQuery}
      languageSwitch={
        isClient ? <LanguageSwitch className="mx-auto -mt-2 flex w-full max-w-md justify-end px-4" /> : undefined
      }
    />
  );
}
