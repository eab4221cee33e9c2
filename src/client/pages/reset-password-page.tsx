import type { Language } from '#shared/i18n/languages.ts';
import { LanguageSwitch } from '#client/components/language-switch.tsx';
import { AccountLinkPage, type AccountLinkTexts } from '#client/features/auth/account-link-page.tsx';
import { getAccountLinkTexts } from '#client/features/auth/account-link-texts.ts';
import { I18nProvider, useT } from '#client/features/auth/reset-password-i18n.ts';
import { useNamedLanguage } from '#client/features/auth/sign-in-i18n.ts';

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

function ResetPasswordContent({ named }: { named: Language | null }) {
  const translator = useT();
  const { t } = translator;
  const texts: AccountLinkTexts = {
    title: t('resetPassword.title'),
    description: t('resetPassword.description'),
    submitLabel: t('resetPassword.submit'),
    goneDescription: t('resetPassword.goneDescription'),
    success: { title: t('resetPassword.successTitle'), description: t('resetPassword.successDescription') },
    ...getAccountLinkTexts(translator),
  };
  return (
    <AccountLinkPage
      kind="reset-password"
      texts={texts}
      language={named ?? undefined}
      languageSwitch={
        named ? <LanguageSwitch className="mx-auto -mt-2 flex w-full max-w-md justify-end px-4" /> : undefined
      }
    />
  );
}
