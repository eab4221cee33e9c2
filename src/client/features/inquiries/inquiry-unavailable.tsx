import { SearchX, TriangleAlert } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { getApiErrorMessage } from '#client/lib/api-error-messages.ts';
import { useT } from './inquiry-i18n.ts';

/** An address that names no venue: the server answers 404 (or 400 for a malformed one). */
export function isUnknownVenue(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** Why the form cannot show: no venue at this address, or the venue could not be loaded. */
export function InquiryUnavailable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useT();
  const unknown = isUnknownVenue(error);
  const Icon = unknown ? SearchX : TriangleAlert;
  return (
    <Card>
      <CardContent className="grid justify-items-center gap-3 px-6 py-10 text-center">
        <Icon className="text-muted-foreground size-10" aria-hidden="true" />
        <h1 className="text-2xl font-bold tracking-tight">
          {t(unknown ? 'inquiry.unavailable.unknownTitle' : 'inquiry.unavailable.failedTitle')}
        </h1>
        <p className="text-muted-foreground max-w-md leading-relaxed">
          {unknown
            ? t('inquiry.unavailable.unknownBody')
            : getApiErrorMessage(error, t('inquiry.unavailable.checkConnection'))}
        </p>
        {!unknown && (
          <Button type="button" variant="outline" onClick={onRetry}>
            {t('inquiry.unavailable.tryAgain')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
