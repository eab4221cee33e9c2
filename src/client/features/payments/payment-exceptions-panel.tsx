import { TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { can } from '#shared/auth/permissions.ts';
import type { PaymentException } from '#shared/payments/payments.schemas.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { useAuth } from '#client/features/auth/index.ts';
import { toastApiError } from '#client/lib/toast-api-error.ts';
import { toast } from '#client/lib/use-toast.ts';
import { cn } from '#client/lib/utils.ts';
import { formatVenueDay } from '#client/lib/venue-date-format.ts';
import { usePaymentExceptions, useResolvePaymentException, useRetryExceptionRefund } from './api.ts';
import { formatPaymentAmount } from './payment-figures.ts';

const refundLabels: Record<PaymentException['refundStatus'], { label: string; className: string }> = {
  pending: { label: 'Refund on its way', className: 'border-sky-200 bg-sky-100 text-sky-900' },
  refunded: { label: 'Refunded', className: 'border-green-300 bg-green-100 text-green-900' },
  failed: { label: 'Refund failed', className: 'border-red-200 bg-red-100 text-red-900' },
};

/** What Stripe captured, in its own currency: '$120.00', or '€120.00' for a payment in euros. */
function formatExceptionAmount({ amount, currency }: Pick<PaymentException, 'amount' | 'currency'>): string {
  if (currency === 'usd') return formatPaymentAmount(amount);
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(Number(amount));
}

interface ExceptionCommands {
  retry: ReturnType<typeof useRetryExceptionRefund>;
  resolve: ReturnType<typeof useResolvePaymentException>;
}

function ExceptionActions({ exception, commands }: { exception: PaymentException; commands: ExceptionCommands }) {
  const { retry, resolve } = commands;
  const name = `${exception.coupleNames}, ${formatExceptionAmount(exception)}`;
  if (exception.refundStatus === 'failed') {
    const isBusy = retry.isPending && retry.variables === exception.id;
    return (
      <Button
        type="button"
        size="sm"
        disabled={isBusy}
        aria-busy={isBusy}
        aria-label={isBusy ? undefined : `Refund now: ${name}`}
        onClick={() =>
          retry.mutate(exception.id, {
            onSuccess: () => toast({ title: 'Refund sent', description: `${name} is on its way back to the payer.` }),
            onError: (error) => toastApiError(error, 'Please try again.', 'Refund failed'),
          })
        }
      >
        {isBusy ? 'Refunding...' : 'Refund now'}
      </Button>
    );
  }
  if (exception.refundStatus === 'refunded') {
    const isBusy = resolve.isPending && resolve.variables === exception.id;
    return (
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={isBusy}
        aria-busy={isBusy}
        aria-label={isBusy ? undefined : `Mark as reviewed: ${name}`}
        onClick={() =>
          resolve.mutate(exception.id, {
            onSuccess: () => toast({ title: 'Marked as reviewed', description: `${name} leaves the list.` }),
            onError: (error) => toastApiError(error, 'Please try again.', 'Failed to mark as reviewed'),
          })
        }
      >
        {isBusy ? 'Saving...' : 'Mark as reviewed'}
      </Button>
    );
  }
  return null;
}

function ExceptionItem({
  exception,
  timeZone,
  commands,
}: {
  exception: PaymentException;
  timeZone: string;
  /** Absent for a role that may not refund. */
  commands: ExceptionCommands | null;
}) {
  const titleId = useId();
  const refund = refundLabels[exception.refundStatus];
  return (
    <li aria-labelledby={titleId} className="flex flex-wrap items-start gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0">
      <div className="min-w-0 flex-1 basis-60">
        <h3 id={titleId} className="font-medium break-words">
          {exception.coupleNames} · {formatExceptionAmount(exception)}
        </h3>
        <p className="text-sm break-words">{exception.message}</p>
        {exception.refundStatus === 'failed' && exception.refundFailure && (
          <p className="text-destructive text-sm break-words">Stripe said: {exception.refundFailure}</p>
        )}
        <p className="text-muted-foreground text-xs">{formatVenueDay(exception.createdAt, timeZone)}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="outline" data-testid="exception-refund-status" className={cn(refund.className)}>
          {refund.label}
        </Badge>
        {commands && <ExceptionActions exception={exception} commands={commands} />}
      </div>
    </li>
  );
}

/**
 * Money Stripe took that no payment was waiting for (paid twice, a replaced checkout, a cancelled
 * booking), refunded automatically (decision 033). Shown only while there is one to look at; an
 * owner or manager retries a failed refund, and marks one reviewed once its money is back.
 */
export function PaymentExceptionsPanel({ timeZone }: { timeZone: string }) {
  const { user } = useAuth();
  const exceptionsQuery = usePaymentExceptions();
  // Here, not in each item: a reviewed item leaves the list when it is read again, and the
  // mutation's callbacks (its toast) must outlive it.
  const retry = useRetryExceptionRefund();
  const resolve = useResolvePaymentException();
  const titleId = useId();
  const exceptions = exceptionsQuery.data;
  if (!exceptions || exceptions.length === 0) return null;
  const canRefund = can(user?.role, 'payments:refund');
  return (
    <Card role="region" aria-labelledby={titleId} className="mb-6 border-amber-300 p-4 sm:p-5">
      <div className="mb-3 flex items-start gap-3">
        <span className="shrink-0 rounded-md bg-amber-50 p-1.5 text-amber-800">
          <TriangleAlert className="size-4" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg leading-tight font-semibold">
            Needs a look
          </h2>
          <p className="text-muted-foreground text-sm">
            Money that came in for no payment is given back automatically.
            {canRefund ? ' Mark each one as reviewed once it is back.' : ' An owner or manager reviews each one.'}
          </p>
        </div>
      </div>
      <ul aria-label="Payment exceptions" className="divide-y">
        {exceptions.map((exception) => (
          <ExceptionItem
            key={exception.id}
            exception={exception}
            timeZone={timeZone}
            commands={canRefund ? { retry, resolve } : null}
          />
        ))}
      </ul>
    </Card>
  );
}
