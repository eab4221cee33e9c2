import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { LANGUAGE_PARAM, type Language } from '#shared/i18n/languages.ts';
import { AuthLayout } from '#client/components/auth-layout.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { getApiErrorMessage } from '#client/lib/api-error-messages.ts';
import { useCommonT } from '#client/lib/i18n/i18n-context.tsx';
import { toast } from '#client/lib/use-toast.ts';
import { useAccountLinkPreview, type AccountLinkKind } from './account-api.ts';
import { getHomePath } from './auth-context.ts';
import { NewPasswordForm, type NewPasswordFormTexts } from './new-password-form.tsx';

export interface AccountLinkTexts {
  title: string;
  description: string;
  submitLabel: string;
  /** What the page says when the link was used, has expired or never existed. */
  goneDescription: string;
  success: { title: string; description: string };
  /** The rest of the page's words, in a couple's language (decision 068); English unless given. */
  page?: {
    goneTitle: string;
    failedTitle: string;
    failedDescription: string;
    tryAgain: string;
    newLink: string;
    signIn: string;
    home: { backHome: string; brandHome: string };
  };
  form?: NewPasswordFormTexts;
  /** A failed call's message in the page's language (`translateApiError`); the server's text unless given. */
  errorMessage?: (error: unknown, fallback: string) => string;
}

/**
 * The page of a link e-mailed to an address (verification or password reset): it asks who the
 * link is for, then for the new password; a link that no longer works says so and offers a new
 * one. A preview that only GETs the page changes nothing: the claim is the form's POST.
 */
export function AccountLinkPage({
  kind,
  texts,
  languageSwitch,
  language,
}: {
  kind: AccountLinkKind;
  texts: AccountLinkTexts;
  /** A couple's page offers its languages. */
  languageSwitch?: ReactNode;
  /**
   * The language a couple's page names (`?lang=es`): its links to the other sign-in pages keep it,
   * and so does their portal once the form has signed them in (decision 075).
   */
  language?: Language;
}) {
  const page = texts.page;
  const { token = '' } = useParams<{ token: string }>();
  const [, navigate] = useLocation();
  const preview = useAccountLinkPreview(kind, token);
  // The page's language's word (a couple's), English without a provider.
  const { t } = useCommonT();
  const withLanguage = (path: string) => (language ? `${path}?${LANGUAGE_PARAM}=${language}` : path);

  if (preview.isPending) return <Spinner fullScreen label={t('common.loading')} />;

  if (preview.isError) {
    const { error } = preview;
    // Used or expired (410), never issued (404) or no token at all (400, a link cut short): a new
    // link helps, trying again does not.
    const isGone = error instanceof ApiError && [400, 404, 410].includes(error.status);
    return (
      <AuthLayout
        title={isGone ? (page?.goneTitle ?? 'Link no longer valid') : (page?.failedTitle ?? 'Could not open this link')}
        description={
          isGone
            ? texts.goneDescription
            : (texts.errorMessage ?? getApiErrorMessage)(
                error,
                page?.failedDescription ?? 'Something went wrong. Please try again.',
              )
        }
        homeLabels={page?.home}
        languageSwitch={languageSwitch}
      >
        <div className="grid gap-3">
          {!isGone && (
            <Button type="button" variant="outline" onClick={() => void preview.refetch()}>
              {page?.tryAgain ?? 'Try again'}
            </Button>
          )}
          <Button asChild>
            <Link href={withLanguage('/forgot-password')}>{page?.newLink ?? 'Get a new link'}</Link>
          </Button>
          <Button asChild variant="ghost">
            <Link href={withLanguage('/login')}>{page?.signIn ?? 'Sign in'}</Link>
          </Button>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={texts.title}
      description={texts.description}
      homeLabels={page?.home}
      languageSwitch={languageSwitch}
    >
      <NewPasswordForm
        kind={kind}
        token={token}
        email={preview.data.email}
        submitLabel={texts.submitLabel}
        texts={texts.form}
        errorMessage={texts.errorMessage}
        onDone={(user) => {
          toast(texts.success);
          navigate(getHomePath(user, language));
        }}
      />
    </AuthLayout>
  );
}
