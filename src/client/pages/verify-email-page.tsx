import { useParams, useSearch } from 'wouter';
import { isLanguage, type Language } from '#shared/i18n/languages.ts';
import { LANGUAGE_PARAM } from '#shared/i18n/select-language.ts';
import { LanguageSwitch } from '#client/components/language-switch.tsx';
import { useAccountLinkPreview } from '#client/features/auth/account-api.ts';
import { AccountLinkPage, type AccountLinkTexts } from '#client/features/auth/account-link-page.tsx';
import { getAccountLinkTexts } from '#client/features/auth/account-link-texts.ts';
import { I18nProvider, useT } from '#client/features/auth/verify-email-i18n.ts';
import { useVisitorLanguage } from '#client/lib/i18n/i18n-context.tsx';

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
  // A couple's page: their account's (the preview names its booking's language), or, before the
  // link is read or when it no longer works, an address that names a language (their e-mail's).
  const named = isLanguage(new URLSearchParams(useSearch()).get(LANGUAGE_PARAM));
  const isClient = preview.data ? !!preview.data.language : named;
  return (
    <I18nProvider language={language}>
      <VerifyEmailContent isClient={isClient} language={isClient ? language : undefined} />
    </I18nProvider>
  );
}

function VerifyEmailContent({ isClient, language }: { isClient: boolean; language?: Language }) {
  const translator = useT();
  const { t } = translator;
  const texts: AccountLinkTexts = {
    title: t('verifyEmail.title'),
    description: t('verifyEmail.description'),
    submitLabel: t('verifyEmail.submit'),
    goneDescription: t('verifyEmail.goneDescription'),
    success: { title: t('verifyEmail.successTitle'), description: t('verifyEmail.successDescription') },
    ...getAccountLinkTexts(translator),
  };
  return (
    <AccountLinkPage
      kind="verify-email"
      texts={texts}
      language={language}
      languageSwitch={
        isClient ? <LanguageSwitch className="mx-auto -mt-2 flex w-full max-w-md justify-end px-4" /> : undefined
      }
    />
  );
}
