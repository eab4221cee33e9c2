import { Receipt } from 'lucide-react';
import { useId } from 'react';
import type { Booking, BookingVenue } from '#shared/bookings/bookings.schemas.ts';
import { formatMoney } from '#shared/i18n/format.ts';
import type { Payment } from '#shared/payments/payments.schemas.ts';
import { Card } from '#client/components/ui/card.tsx';
import { useAuth } from '#client/features/auth/index.ts';
import { PaymentStatusBadge, TestPaymentBadge } from '#client/features/payments/index.ts';
import { cn } from '#client/lib/utils.ts';
import { PayNowButton, usePaymentTitle } from './pay-now-button.tsx';
import { getPendingPayments, getPortalVenues, groupByVenue, sortPayments, sumPayments } from './portal-data.ts';
import { PortalEmpty } from './portal-empty.tsx';
import { usePortalT } from './portal-i18n.ts';
import { formatShortDay, formatVenueDayKey, getTodayKey, getVenueTimeZone, type TimeZone } from './portal-format.ts';
import type { ItemHeading } from './venue-groups.tsx';
import { getVenueThemeStyle, VenueGroups } from './venue-groups.tsx';

/** 'Due Dec 1, 2026' (red when overdue), 'Paid Nov 10, 2026', a bank payment on its way, or nothing to say. */
export function PaymentWhen({ payment, now, timeZone }: { payment: Payment; now: number; timeZone: TimeZone }) {
  const { t, locale } = usePortalT();
  if (payment.status === 'processing') return <span>{t('portal.payment.processing')}</span>;
  if (payment.status === 'paid' && payment.paidAt) {
    const refunded = Number(payment.refundedAmount);
    return (
      <span>
        {t('portal.payment.paid', { day: formatShortDay(payment.paidAt, timeZone, locale) })}
        {refunded > 0 && ` · ${t('portal.payment.refunded', { amount: formatMoney(payment.refundedAmount, locale) })}`}
      </span>
    );
  }
  if (!payment.dueDate) return <span>{t('portal.payment.noDueDate')}</span>;
  const isOverdue = payment.status === 'pending' && payment.dueDate < getTodayKey(now, timeZone);
  const day = formatVenueDayKey(payment.dueDate, locale);
  return (
    <span className={cn(isOverdue && 'text-destructive font-medium')}>
      {isOverdue ? t('portal.payment.overdue', { day }) : t('portal.payment.due', { day })}
    </span>
  );
}

/** Whether the payment's booking is cancelled: nothing of it is paid online then. */
export function isCancelled(bookings: readonly Booking[], payment: Pick<Payment, 'bookingId'>): boolean {
  return bookings.some((booking) => booking.id === payment.bookingId && booking.status === 'cancelled');
}

/** One payment: what it is for, when, how much, its status, and how to pay it while it is pending. */
export function PaymentItem({
  payment,
  now,
  timeZone,
  heading: Heading,
  venue,
  isBookingCancelled,
  onPay,
}: {
  payment: Payment;
  now: number;
  timeZone: TimeZone;
  heading: ItemHeading;
  /** In a list of several venues' payments (the overview): whose it is, named and in its colours. */
  venue?: BookingVenue | undefined;
  isBookingCancelled: boolean;
  onPay: (payment: Payment) => void;
}) {
  const titleId = useId();
  const { t, locale } = usePortalT();
  const title = usePaymentTitle()(payment);
  return (
    <li
      aria-labelledby={titleId}
      style={getVenueThemeStyle(venue ?? null)}
      className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0"
    >
      <div className="min-w-0 flex-1 basis-48">
        <Heading
          id={titleId}
          className="text-sm font-semibold wrap-anywhere sm:text-base"
          data-venue-text={title.isVenueText || undefined}
        >
          {title.text}
        </Heading>
        <p className="text-muted-foreground text-xs wrap-anywhere sm:text-sm">
          {payment.coupleNames} · {t(`paymentType.${payment.type}`)}
        </p>
        {venue && <p className="text-muted-foreground text-xs wrap-anywhere sm:text-sm">{venue.name}</p>}
        <p className="text-muted-foreground text-xs sm:text-sm">
          <PaymentWhen payment={payment} now={now} timeZone={timeZone} />
        </p>
      </div>
      <div className="ml-auto flex flex-wrap items-center justify-end gap-x-3 gap-y-2">
        <span className="font-semibold tabular-nums">{formatMoney(payment.amount, locale)}</span>
        <PaymentStatusBadge status={payment.status} label={t(`portal.paymentStatus.${payment.status}`)} />
        {payment.provider === 'test' && (
          <TestPaymentBadge label={t('portal.testPayment')} notice={t('portal.testPayment.notice')} />
        )}
        <PayNowButton payment={payment} isBookingCancelled={isBookingCancelled} onPay={onPay} />
      </div>
    </li>
  );
}

/** Spec §2 Payments: the payment history, with Pay Now on those still pending. */
export function PortalPayments({
  bookings,
  payments,
  now,
  onPay,
}: {
  bookings: Booking[];
  payments: Payment[];
  now: number;
  onPay: (payment: Payment) => void;
}) {
  const { user } = useAuth();
  const { t, locale } = usePortalT();
  if (payments.length === 0) {
    return (
      <PortalEmpty icon={Receipt} title={t('portal.payments.empty.title')}>
        {t('portal.payments.empty.text')}
      </PortalEmpty>
    );
  }
  const paid = payments.filter((payment) => payment.status === 'paid');
  const groups = groupByVenue(sortPayments(payments), (payment) => payment.bookingId, bookings);
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-2 gap-3">
        <Card className="p-4">
          <dt className="text-muted-foreground text-xs font-medium sm:text-sm">{t('portal.payments.paid')}</dt>
          <dd className="mt-1 text-xl font-bold tabular-nums sm:text-2xl">{formatMoney(sumPayments(paid), locale)}</dd>
        </Card>
        <Card className="p-4">
          <dt className="text-muted-foreground text-xs font-medium sm:text-sm">{t('portal.payments.stillToPay')}</dt>
          <dd className="mt-1 text-xl font-bold tabular-nums sm:text-2xl">
            {formatMoney(sumPayments(getPendingPayments(payments)), locale)}
          </dd>
        </Card>
      </dl>
      <VenueGroups groups={groups} isGrouped={getPortalVenues(bookings).length > 1}>
        {(items, heading, venue) => (
          <Card className="p-4 sm:p-5">
            <ul className="divide-y" aria-label={t('portal.payments.history')}>
              {items.map((payment) => (
                <PaymentItem
                  key={payment.id}
                  payment={payment}
                  now={now}
                  timeZone={getVenueTimeZone(user, venue?.id)}
                  heading={heading}
                  isBookingCancelled={isCancelled(bookings, payment)}
                  onPay={onPay}
                />
              ))}
            </ul>
          </Card>
        )}
      </VenueGroups>
    </div>
  );
}
