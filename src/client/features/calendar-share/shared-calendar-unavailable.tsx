import { Lock, SearchX, TriangleAlert } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { useAuth } from '#client/features/auth/index.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { getApiErrorMessage } from '#client/lib/api-error-messages.ts';
import { useT } from './shared-calendar-i18n.ts';

/**
 * Why the calendar cannot show: it is private (401: public access is off and the visitor is not
 * staff of the venue), the link is unknown or rotated (404), or the read failed.
 */
export function SharedCalendarUnavailable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { user } = useAuth();
  const { t } = useT();
  const status = error instanceof ApiError ? error.status : null;
  const isPrivate = status === 401 || status === 403;
  const isUnknown = status === 404 || status === 400;
  const Icon = isPrivate ? Lock : isUnknown ? SearchX : TriangleAlert;

  let title = t('sharedCalendar.unavailable.failedTitle');
  let text = getApiErrorMessage(error, t('sharedCalendar.unavailable.checkConnection'));
  if (isPrivate) {
    title = t('sharedCalendar.unavailable.privateTitle');
    text = user
      ? t('sharedCalendar.unavailable.privateSignedIn', { email: user.email })
      : t('sharedCalendar.unavailable.privateSignedOut');
  } else if (isUnknown) {
    title = t('sharedCalendar.unavailable.unknownTitle');
    text = t('sharedCalendar.unavailable.unknownBody');
  }

  return (
    <Card>
      <CardContent className="grid justify-items-center gap-3 px-6 py-10 text-center">
        <Icon className="text-muted-foreground size-10" aria-hidden="true" />
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        <p className="text-muted-foreground max-w-md leading-relaxed break-words">{text}</p>
        {isPrivate && !user && (
          <Button asChild>
            <Link href="/login">{t('sharedCalendar.unavailable.signIn')}</Link>
          </Button>
        )}
        {!isPrivate && !isUnknown && (
          <Button type="button" variant="outline" onClick={onRetry}>
            {t('sharedCalendar.unavailable.tryAgain')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
