import { CircleAlert, CircleCheck } from 'lucide-react';
import { useId } from 'react';
import type { User } from '#shared/auth/auth.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { translateProfileError, useProfileT } from '#client/lib/i18n/profile-surface.ts';
import { useResendVerification } from './account-api.ts';

/**
 * The Profile page's account card: who is signed in, and whether their address is verified.
 * Without e-mail delivery (`emailEnabled` false) a link asked for cannot arrive, and it says so.
 */
export function AccountCard({ user, emailEnabled = true }: { user: User; emailEnabled?: boolean }) {
  const headingId = useId();
  const resend = useResendVerification();
  const translator = useProfileT();
  const { t } = translator;
  const name = `${user.firstName} ${user.lastName}`.trim();
  return (
    <Card aria-labelledby={headingId} role="region">
      <CardHeader>
        <CardTitle id={headingId} className="text-lg">
          {t('profile.account.title')}
        </CardTitle>
        <CardDescription>{t('profile.account.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid gap-4 sm:grid-cols-2">
          <div className="min-w-0">
            <dt className="text-muted-foreground text-xs font-medium uppercase">{t('profile.account.name')}</dt>
            <dd className="mt-1 font-medium wrap-anywhere">{name || '—'}</dd>
          </div>
          <div className="min-w-0">
            <dt className="text-muted-foreground text-xs font-medium uppercase">{t('profile.account.email')}</dt>
            <dd className="mt-1 font-medium wrap-anywhere">{user.email}</dd>
          </div>
        </dl>
        {user.emailVerified ? (
          <p className="flex items-start gap-2 text-sm">
            <CircleCheck className="text-success-foreground mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>{t('profile.account.verified')}</span>
          </p>
        ) : (
          <div className="bg-muted/50 grid gap-3 rounded-lg border p-3 text-sm sm:p-4">
            <p className="flex items-start gap-2">
              <CircleAlert className="text-muted-foreground mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>{t('profile.account.notVerified')}</span>
            </p>
            {resend.isSuccess ? (
              <p role="status" className="text-muted-foreground wrap-anywhere">
                {t(emailEnabled ? 'profile.account.linkSent' : 'profile.account.linkNotSent', { email: user.email })}
              </p>
            ) : (
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="justify-self-start"
                // A client's e-mail is in the language they read this page in (decision 075).
                onClick={() => resend.mutate(user.role === 'client' ? translator.language : undefined)}
                disabled={resend.isPending}
                aria-busy={resend.isPending}
              >
                {resend.isPending ? t('profile.account.sending') : t('profile.account.sendLink')}
              </Button>
            )}
            {resend.isError && (
              <p role="alert" className="text-destructive">
                {translateProfileError(resend.error, t('profile.account.sendFailed'), translator)}
              </p>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
