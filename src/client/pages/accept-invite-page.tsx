import { Link, useParams, useSearch } from 'wouter';
import { roleLabels } from '#shared/auth/roles.ts';
import { isLanguage, type Language } from '#shared/i18n/languages.ts';
import { LANGUAGE_PARAM } from '#shared/i18n/select-language.ts';
import type { InvitationPreview } from '#shared/team/team.schemas.ts';
import { AuthLayout, type AuthVenueLabels } from '#client/components/auth-layout.tsx';
import { LanguageSwitch } from '#client/components/language-switch.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useInvitationPreview } from '#client/features/team/api.ts';
import { AcceptInviteForm } from '#client/features/team/accept-invite-form.tsx';
import { I18nProvider, useT } from '#client/features/team/accept-invite-i18n.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { translateApiError } from '#client/lib/i18n/translate-api-error.ts';
import { useVisitorLanguage } from '#client/lib/i18n/i18n-context.tsx';

/**
 * What the page says: a team member joins the venue's team (in English, the staff's language);
 * a couple joins the venue's client portal, where they see their booking, pay and sign, in
 * their language.
 */
function useInvitationTexts({ venueName, role, hasAccount }: InvitationPreview) {
  const { t } = useT();
  if (role === 'client') {
    return {
      title: t('acceptInvite.title', { venueName }),
      description: hasAccount ? t('acceptInvite.descriptionExisting') : t('acceptInvite.descriptionNew'),
    };
  }
  return {
    title: `Join ${venueName} as ${roleLabels[role]}`,
    description: hasAccount
      ? 'Enter your password to add this venue to your account.'
      : 'Create your account to join the team on VenueDesk.',
  };
}

const switchClass = 'mx-auto -mt-2 flex w-full max-w-md justify-end px-4';

/**
 * The page's language (decision 068): a couple's follows ?lang= (their e-mail's link names the
 * booking's), their saved choice, their browser's, then the booking's language; a team member's
 * page is English. Before the invitation is read, only the address's ?lang= counts.
 */
function usePageLanguage(preview: InvitationPreview | undefined): Language {
  const visitorLanguage = useVisitorLanguage(preview?.language);
  const requested = new URLSearchParams(useSearch()).get(LANGUAGE_PARAM);
  if (preview) return preview.role === 'client' ? visitorLanguage : 'en';
  return requested && isLanguage(requested) ? requested : 'en';
}

/**
 * Where an invited team member or client joins a venue: a new account, or an existing one's
 * password. The page wears the inviting venue's brand and leads back to the venue (decision 043).
 */
export function AcceptInvitePage() {
  const { token = '' } = useParams<{ token: string }>();
  const query = useInvitationPreview(token);
  const language = usePageLanguage(query.data);
  return (
    <I18nProvider language={language}>
      <AcceptInviteContent token={token} query={query} />
    </I18nProvider>
  );
}

function AcceptInviteContent({ token, query }: { token: string; query: ReturnType<typeof useInvitationPreview> }) {
  const { data: preview, error, isPending, refetch } = query;
  const translator = useT();
  const { t, language } = translator;
  // A couple's address names their language: the sign-in page it links to keeps it (decision 075).
  const named = isLanguage(new URLSearchParams(useSearch()).get(LANGUAGE_PARAM));
  const signInHref = named ? `/login?${LANGUAGE_PARAM}=${language}` : '/login';

  if (isPending) return <Spinner fullScreen label={t('common.loading')} />;

  if (error) {
    // Used, revoked, expired (410), never issued (404) or no token at all (400, a link cut short)
    // read the same on the page: trying again cannot help, a new link can.
    const isGone = error instanceof ApiError && [400, 404, 410].includes(error.status);
    return (
      <AuthLayout
        title={isGone ? t('acceptInvite.notFoundTitle') : t('acceptInvite.failedTitle')}
        description={
          isGone
            ? t('acceptInvite.notFoundDescription')
            : translateApiError(error, t('acceptInvite.failedDescription'), translator)
        }
        homeLabels={{ backHome: t('acceptInvite.backHome'), brandHome: t('acceptInvite.brandHome') }}
        languageSwitch={named ? <LanguageSwitch className={switchClass} /> : undefined}
      >
        <div className="grid gap-3">
          {!isGone && (
            <Button type="button" variant="outline" onClick={() => void refetch()}>
              {t('acceptInvite.tryAgain')}
            </Button>
          )}
          <p className="text-muted-foreground text-center text-sm">
            {t('acceptInvite.askForNewLink')}{' '}
            <Link href={signInHref} className="text-primary font-medium underline-offset-4 hover:underline">
              {t('acceptInvite.signIn')}
            </Link>
            .
          </p>
        </div>
      </AuthLayout>
    );
  }

  return <AcceptInviteReady token={token} preview={preview} />;
}

function AcceptInviteReady({ token, preview }: { token: string; preview: InvitationPreview }) {
  const { t } = useT();
  const texts = useInvitationTexts(preview);
  const isClient = preview.role === 'client';
  const venueName = preview.venueName;
  const labels: AuthVenueLabels = {
    backTo: t('acceptInvite.backTo', { venueName }),
    backToVenue: t('acceptInvite.backToVenue'),
    home: t('acceptInvite.venueHome', { venueName }),
    poweredBy: t('acceptInvite.poweredBy'),
  };
  return (
    <AuthLayout
      {...texts}
      venue={{ ...preview.venue, name: venueName }}
      venueLabels={labels}
      languageSwitch={isClient ? <LanguageSwitch className={switchClass} /> : undefined}
    >
      <AcceptInviteForm token={token} preview={preview} />
    </AuthLayout>
  );
}
