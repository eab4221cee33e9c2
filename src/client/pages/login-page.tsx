import { AuthLayout } from '#client/components/auth-layout.tsx';
import { LanguageSwitch } from '#client/components/language-switch.tsx';
import { LoginForm } from '#client/features/auth/login-form.tsx';
import { I18nProvider, useNamedLanguage, useT } from '#client/features/auth/sign-in-i18n.ts';

/**
 * Sign in. Staff's plain /login is the spec's English page; a couple arriving from their e-mail
 * or portal (?lang= names their language) gets it in their language, with the switch and words
 * for a couple (decision 075).
 */
export function LoginPage() {
  const named = useNamedLanguage();
  return (
    <I18nProvider language={named ?? 'en'}>
      <LoginContent isCouples={named !== null} />
    </I18nProvider>
  );
}

function LoginContent({ isCouples }: { isCouples: boolean }) {
  const { t } = useT();
  return (
    <AuthLayout
      title={t('signIn.title')}
      description={isCouples ? t('signIn.coupleDescription') : t('signIn.description')}
      homeLabels={{ backHome: t('signIn.backHome'), brandHome: t('signIn.brandHome') }}
      languageSwitch={
        isCouples ? <LanguageSwitch className="mx-auto -mt-2 flex w-full max-w-md justify-end px-4" /> : undefined
      }
    >
      <LoginForm offerSignUp={!isCouples} />
    </AuthLayout>
  );
}
