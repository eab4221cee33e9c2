import { Mail, RotateCw, Send } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { getDeliveryStatus, type OutboxEmail } from '#shared/outbox/outbox.schemas.ts';
import { QueryError } from '#client/components/query-error.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useVenueTimeZone } from '#client/features/bookings/index.ts';
import { toastApiError } from '#client/lib/toast-api-error.ts';
import { toast } from '#client/lib/use-toast.ts';
import { formatVenueDateTime } from '#client/lib/venue-date-format.ts';
import { useOutboxEmails, useOutboxStatus, useRetryEmail } from './api.ts';
import { DeliveryStatusBadge, deliveryStatusHints } from './delivery-status.tsx';
import { EmailSetupHelp } from './email-setup-help.tsx';

function RetryButton({ email, label }: { email: OutboxEmail; label: 'Retry' | 'Send' }) {
  const retry = useRetryEmail();
  const isBusy = retry.isPending;
  async function send() {
    try {
      await retry.mutateAsync(email.id);
      toast({
        title: label === 'Retry' ? 'Sending again' : 'Sending',
        description: `The e-mail to ${email.to} is queued.`,
      });
    } catch (error) {
      toastApiError(error, 'The e-mail could not be queued', 'Failed to send');
    }
  }
  const Icon = label === 'Retry' ? RotateCw : Send;
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      onClick={() => void send()}
      disabled={isBusy}
      aria-busy={isBusy}
      aria-label={`${label} the e-mail “${email.subject}” to ${email.to}`}
    >
      <Icon aria-hidden="true" />
      {isBusy ? 'Sending...' : label}
    </Button>
  );
}

function EmailRow({ email, timeZone, emailEnabled }: { email: OutboxEmail; timeZone: string; emailEnabled: boolean }) {
  const status = getDeliveryStatus(email);
  const hint = deliveryStatusHints[status];
  const showError = email.lastError && (status === 'failed' || status === 'retrying');
  const action = status === 'failed' ? 'Retry' : status === 'stored' && emailEnabled ? 'Send' : null;
  return (
    <li className="grid grid-cols-[minmax(0,1fr)] gap-2 py-4">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0 flex-1">
          <p className="font-medium wrap-anywhere">{email.subject}</p>
          <p className="text-muted-foreground text-sm wrap-anywhere">To {email.to}</p>
        </div>
        <DeliveryStatusBadge email={email} />
      </div>
      <p className="text-muted-foreground text-sm">
        {email.sentAt
          ? `Sent ${formatVenueDateTime(email.sentAt, timeZone)}`
          : `Written ${formatVenueDateTime(email.createdAt, timeZone)}`}
      </p>
      {hint && <p className="text-sm">{hint}</p>}
      {showError && (
        <p className="text-sm wrap-anywhere text-red-800">
          <span className="font-medium">Last error:</span> {email.lastError}
        </p>
      )}
      <div className="flex flex-wrap items-start gap-3">
        {action && <RetryButton email={email} label={action} />}
        <details className="min-w-0 flex-1 basis-full text-sm sm:basis-auto">
          <summary className="focus-visible:ring-ring w-fit cursor-pointer rounded-sm py-1 font-medium underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:outline-none">
            Show message
          </summary>
          <pre className="bg-muted mt-2 rounded-md p-3 font-sans text-sm wrap-anywhere whitespace-pre-wrap">
            {email.text}
          </pre>
        </details>
      </div>
    </li>
  );
}

/**
 * Settings → Email (owners and managers): what the venue's e-mails were, to whom and when, how
 * each was delivered, Retry for a failed one, and how to set e-mail up while it is not.
 */
export function EmailTab() {
  const headingId = useId();
  const setupHeadingId = useId();
  const timeZone = useVenueTimeZone();
  const status = useOutboxStatus();
  const emails = useOutboxEmails();
  const loaded = emails.data?.pages.flatMap((page) => page.items);
  const total = emails.data?.pages.at(-1)?.total ?? 0;
  const emailEnabled = status.data?.emailEnabled ?? true;

  let body: ReactNode;
  if (emails.isError && !emails.data) {
    body = (
      <QueryError
        title="E-mails could not be loaded"
        error={emails.error}
        onRetry={() => void emails.refetch()}
        isRetrying={emails.isFetching}
      />
    );
  } else if (!loaded) {
    body = <Spinner />;
  } else if (loaded.length === 0) {
    body = (
      <div className="text-muted-foreground flex flex-col items-center gap-3 px-4 py-10 text-center">
        <Mail className="size-8" aria-hidden="true" />
        <p>No e-mails yet</p>
      </div>
    );
  } else {
    body = (
      <ul aria-labelledby={headingId} className="divide-y">
        {loaded.map((email) => (
          <EmailRow key={email.id} email={email} timeZone={timeZone} emailEnabled={emailEnabled} />
        ))}
      </ul>
    );
  }

  return (
    <Card aria-busy={emails.isFetching}>
      <CardHeader>
        <CardTitle>
          <h2 id={headingId}>Email</h2>
        </CardTitle>
        <CardDescription>
          Every e-mail VenueDesk wrote for your venue, newest first: to whom, when, and how it was delivered.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {status.data && !status.data.emailEnabled && (
          <EmailSetupHelp waiting={status.data.waiting} headingId={setupHeadingId} />
        )}
        {body}
        {emails.hasNextPage && loaded && (
          <div className="flex flex-col items-center gap-3 border-t pt-4 sm:flex-row sm:justify-between">
            <p className="text-muted-foreground text-sm" role="status">
              Showing {loaded.length.toLocaleString('en-US')} of {total.toLocaleString('en-US')} e-mails
            </p>
            <Button
              variant="outline"
              onClick={() => void emails.fetchNextPage()}
              disabled={emails.isFetchingNextPage}
              aria-busy={emails.isFetchingNextPage}
            >
              {emails.isFetchingNextPage ? 'Loading...' : 'Load more'}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
