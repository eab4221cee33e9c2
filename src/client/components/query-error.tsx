import { CircleAlert, RotateCw } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { getErrorText } from '#client/lib/error-text.ts';

/** A read that failed: what could not be loaded, the 'status: message' text and a Retry button. */
export function QueryError({
  title,
  error,
  onRetry,
  isRetrying,
  retryLabel = 'Retry',
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  isRetrying: boolean;
  /** The button's word in the page's language (a couple's page). */
  retryLabel?: string;
}) {
  return (
    <Card role="alert" className="border-destructive/30">
      <CardContent className="flex flex-col gap-4 p-6 sm:flex-row sm:items-center">
        <CircleAlert className="text-destructive size-6 shrink-0" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <p className="font-medium">{title}</p>
          <p className="text-muted-foreground text-sm break-words">{getErrorText(error)}</p>
        </div>
        <Button variant="outline" onClick={onRetry} disabled={isRetrying}>
          <RotateCw aria-hidden="true" className={isRetrying ? 'motion-safe:animate-spin' : undefined} />
          {retryLabel}
        </Button>
      </CardContent>
    </Card>
  );
}
