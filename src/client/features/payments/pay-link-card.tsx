import { CircleCheck, LinkIcon } from 'lucide-react';
import { getEventTypeName } from '#shared/i18n/event-type-name.ts';
import { formatLongDay, formatMoney } from '#shared/i18n/format.ts';
import { getPaymentName } from '#shared/i18n/payment-name.ts';
import type { PayPage } from '#shared/payments/payment-requests.schemas.ts';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { CheckoutPanel } from './checkout-panel.tsx';
import { usePayT } from './pay-i18n.ts';
import { formatDueDay } from './payment-figures.ts';

/** What is asked and what for: the amount, the payment, its due day and the event. */
function PaymentSummary({ page }: { page: PayPage }) {
  const { payment, event } = page;
  const translator = usePayT();
  const { t, locale } = translator;
  const name = getPaymentName(payment, translator, 'payment');
  return (
    <dl className="grid gap-3 text-sm">
      <div className="flex items-baseline justify-between gap-3">
        <dt className="text-muted-foreground">{t('pay.amount')}</dt>
        <dd className="text-2xl font-bold tabular-nums" data-testid="pay-amount">
          {formatMoney(payment.amount, locale)}
        </dd>
      </div>
      <div className="flex justify-between gap-3">
        <dt className="text-muted-foreground">{t('pay.for')}</dt>
        {/* The venue's own description is shown as written, in whatever language it wrote it. */}
        <dd className="text-right wrap-anywhere" data-venue-text={name.isVenueText || undefined}>
          {name.text}
        </dd>
      </div>
      {payment.dueDate && (
        <div className="flex justify-between gap-3">
          <dt className="text-muted-foreground">{t('pay.due')}</dt>
          <dd className="text-right">{formatDueDay(payment.dueDate, locale)}</dd>
        </div>
      )}
      <div className="flex justify-between gap-3">
        <dt className="text-muted-foreground">{t('pay.event')}</dt>
        <dd className="text-right wrap-anywhere">
          {t('pay.eventWhen', {
            eventType: getEventTypeName(event.type, translator),
            day: formatLongDay(event.day, locale),
          })}
        </dd>
      </div>
    </dl>
  );
}

/** The pay page's request and its card form, or why it cannot be paid online. */
export function PayLinkCard({ token, page, onPaid }: { token: string; page: PayPage; onPaid: () => void }) {
  const { t } = usePayT();
  return (
    <Card className="shadow-md">
      <CardHeader className="p-5 pb-0 sm:p-8 sm:pb-0">
        <h1 className="text-xl font-semibold tracking-tight">{t('pay.heading', { venueName: page.venue.name })}</h1>
      </CardHeader>
      <CardContent className="grid gap-5 p-5 sm:p-8">
        <PaymentSummary page={page} />
        {page.checkout ? (
          <CheckoutPanel via={{ kind: 'link', token }} onDone={onPaid} showAmount={false} />
        ) : (
          <p role="status" className="text-muted-foreground text-sm">
            {t('pay.notOnline', { venueName: page.venue.name })}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * After paying: the receipt comes by e-mail, so nothing of the payment stays on this page. Where
 * e-mail is not set up no receipt can come, and the page promises none (decision 062); while that
 * is unknown it keeps the spec's words.
 */
export function PayLinkPaid({
  venueName,
  processing,
  emailEnabled = true,
}: {
  venueName?: string | undefined;
  processing?: boolean;
  /** False where the app has no e-mail delivery (useEmailDelivery). */
  emailEnabled?: boolean;
}) {
  const { t } = usePayT();
  return (
    <Card className="shadow-md">
      <CardContent className="grid justify-items-center gap-3 px-5 py-12 text-center sm:px-10">
        <CircleCheck className="text-primary size-12" aria-hidden="true" />
        <h1 className="text-2xl font-bold tracking-tight">
          {processing ? t('pay.processing.title') : t('pay.paid.title')}
        </h1>
        <p className="text-muted-foreground max-w-md leading-relaxed">
          {processing
            ? t(emailEnabled ? 'pay.processing.text' : 'pay.processing.textNoEmail')
            : t(emailEnabled ? 'pay.paid.text' : 'pay.paid.textNoEmail', {
                venueName: venueName ?? t('pay.paid.theVenue'),
              })}
        </p>
      </CardContent>
    </Card>
  );
}

/** A link that does not pay (paid, replaced, cancelled, unknown), or one that could not be read. */
export function PayLinkUnavailable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = usePayT();
  const isGone = error instanceof ApiError && (error.status === 404 || error.status === 400);
  return (
    <Card className="shadow-md">
      <CardContent className="grid justify-items-center gap-3 px-5 py-12 text-center sm:px-10">
        <LinkIcon className="text-muted-foreground size-12" aria-hidden="true" />
        <h1 className="text-2xl font-bold tracking-tight">{isGone ? t('pay.gone.title') : t('pay.error.title')}</h1>
        <p className="text-muted-foreground max-w-md leading-relaxed">
          {isGone ? t('pay.gone.text') : t('pay.error.text')}
        </p>
        {!isGone && (
          <button type="button" className="text-primary font-medium underline" onClick={onRetry}>
            {t('pay.tryAgain')}
          </button>
        )}
      </CardContent>
    </Card>
  );
}
