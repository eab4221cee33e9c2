import { useSearch } from 'wouter';
import { AuthLayout } from '#client/components/auth-layout.tsx';
import { LanguageSwitch } from '#client/components/language-switch.tsx';
import { ForgotPasswordForm } from '#client/features/auth/forgot-password-form.tsx';
import { I18nProvider, useNamedLanguage, useT } from '#client/features/auth/sign-in-i18n.ts';
import { useEmailDelivery } from '#client/features/email/index.ts';

/**
 * "Forgot password?" from the sign-in page (or an invitation, with the address filled in): in the
 * language a couple's sign-in page named, English on staff's plain page (decision 075).
 */
export function ForgotPasswordPage() {
  const named = useNamedLanguage();
  return (
    <I18nProvider language={named ?? 'en'}>
      <ForgotPasswordContent isCouples={named !== null} />
    </I18nProvider>
  );
}

function ForgotPasswordContent({ isCouples }: { isCouples: boolean }) {
  const { t } = useT();
  const email = new URLSearchParams(useSearch()).get('email') ?? '';
  const emailEnabled = useEmailDelivery();
  return (
    <AuthLayout
      title={t('forgotPassword.title')}
      description={t('forgotPassword.description')}
      homeLabels={{ backHome: t('signIn.backHome'), brandHome: t('signIn.brandHome') }}
      languageSwitch={
        isCouples ? <LanguageSwitch className="mx-auto -mt-2 flex w-full max-w-md justify-end px-4" /> : undefined
      }
    >
      <ForgotPasswordForm initialEmail={email} emailEnabled={emailEnabled !== false} />
    </AuthLayout>
  );
}
