import { CircleCheck, LinkIcon } from 'lucide-react';
import { formatCalendarEventDay } from '#shared/dates/format-dates.ts';
import type { PayPage } from '#shared/payments/payment-requests.schemas.ts';
import { paymentTypeLabels } from '#shared/payments/payment-status.ts';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { CheckoutPanel } from './checkout-panel.tsx';
import { formatDueDay, formatPaymentAmount } from './payment-figures.ts';

/** What is asked and what for: the amount, the payment, its due day and the event. */
function PaymentSummary({ page }: { page: PayPage }) {
  const { payment, event } = page;
  return (
    <dl className="grid gap-3 text-sm">
      <div className="flex items-baseline justify-between gap-3">
        <dt className="text-muted-foreground">Amount</dt>
        <dd className="text-2xl font-bold tabular-nums" data-testid="pay-amount">
          {formatPaymentAmount(payment.amount)}
        </dd>
      </div>
      <div className="flex justify-between gap-3">
        <dt className="text-muted-foreground">For</dt>
        <dd className="text-right wrap-anywhere">
          {payment.description ?? `${paymentTypeLabels[payment.type]} payment`}
        </dd>
      </div>
      {payment.dueDate && (
        <div className="flex justify-between gap-3">
          <dt className="text-muted-foreground">Due</dt>
          <dd className="text-right">{formatDueDay(payment.dueDate)}</dd>
        </div>
      )}
      <div className="flex justify-between gap-3">
        <dt className="text-muted-foreground">Event</dt>
        <dd className="text-right wrap-anywhere">
          {event.type}, {formatCalendarEventDay(event.day)}
        </dd>
      </div>
    </dl>
  );
}

/** The pay page's request and its card form, or why it cannot be paid online. */
export function PayLinkCard({ token, page, onPaid }: { token: string; page: PayPage; onPaid: () => void }) {
  return (
    <Card className="shadow-md">
      <CardHeader className="p-5 pb-0 sm:p-8 sm:pb-0">
        <h1 className="text-xl font-semibold tracking-tight">Pay {page.venue.name}</h1>
      </CardHeader>
      <CardContent className="grid gap-5 p-5 sm:p-8">
        <PaymentSummary page={page} />
        {page.checkout ? (
          <CheckoutPanel via={{ kind: 'link', token }} onDone={onPaid} showAmount={false} />
        ) : (
          <p role="status" className="text-muted-foreground text-sm">
            {page.venue.name} does not take card payments online right now. Please reply to their e-mail to pay another
            way.
          </p>
        )}
      </CardContent>
    </Card>
  );
}

/** After paying: the receipt comes by e-mail, so nothing of the payment stays on this page. */
export function PayLinkPaid({ venueName, processing }: { venueName?: string; processing?: boolean }) {
  return (
    <Card className="shadow-md">
      <CardContent className="grid justify-items-center gap-3 px-5 py-12 text-center sm:px-10">
        <CircleCheck className="text-primary size-12" aria-hidden="true" />
        <h1 className="text-2xl font-bold tracking-tight">{processing ? 'Payment on its way' : 'Thank you!'}</h1>
        <p className="text-muted-foreground max-w-md leading-relaxed">
          {processing
            ? 'Your bank is processing the payment. You will get a receipt by e-mail once it is through.'
            : `${venueName ?? 'The venue'} received your payment. A receipt is on its way to your e-mail.`}
        </p>
      </CardContent>
    </Card>
  );
}

/** A link that does not pay (paid, replaced, cancelled, unknown), or one that could not be read. */
export function PayLinkUnavailable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const isGone = error instanceof ApiError && (error.status === 404 || error.status === 400);
  return (
    <Card className="shadow-md">
      <CardContent className="grid justify-items-center gap-3 px-5 py-12 text-center sm:px-10">
        <LinkIcon className="text-muted-foreground size-12" aria-hidden="true" />
        <h1 className="text-2xl font-bold tracking-tight">
          {isGone ? 'This payment link is no longer valid' : 'The payment could not be loaded'}
        </h1>
        <p className="text-muted-foreground max-w-md leading-relaxed">
          {isGone
            ? 'It may have been paid already, or the venue sent a newer link. Check your latest e-mail from the venue, or reply to it.'
            : 'Check your connection and try again in a moment.'}
        </p>
        {!isGone && (
          <button type="button" className="text-primary font-medium underline" onClick={onRetry}>
            Try again
          </button>
        )}
      </CardContent>
    </Card>
  );
}
