import { CalendarDays, CalendarX2, CreditCard, FileText, type LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { Booking } from '#shared/bookings/bookings.schemas.ts';
import { formatMoney } from '#shared/i18n/format.ts';
import type { Contract } from '#shared/contracts/contracts.schemas.ts';
import type { Payment } from '#shared/payments/payments.schemas.ts';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';
import { useAuth } from '#client/features/auth/index.ts';
import { BookingStatusBadge } from '#client/features/bookings/index.ts';
import { isCancelled, PaymentItem } from './portal-payments.tsx';
import {
  getPendingPayments,
  getPortalCounts,
  getPortalVenues,
  getUpcomingBookings,
  OVERVIEW_LIMIT,
  sumPayments,
} from './portal-data.ts';
import { PortalEmpty } from './portal-empty.tsx';
import { useEventTypeName, usePortalT } from './portal-i18n.ts';
import { formatEventTime, formatShortDay, getDateLeaf, getVenueTimeZone } from './portal-format.ts';
import { getVenueThemeStyle } from './venue-groups.tsx';

function CountCard({
  title,
  value,
  caption,
  icon: Icon,
}: {
  title: string;
  value: number;
  caption: string;
  icon: LucideIcon;
}) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className="min-w-0 p-3 sm:p-5">
      <div className="flex min-h-8 items-start justify-between gap-2 sm:min-h-0 sm:items-center">
        <h2 id={titleId} className="text-muted-foreground text-xs font-medium sm:text-sm">
          {title}
        </h2>
        <span className="bg-accent text-accent-foreground hidden shrink-0 rounded-md p-1.5 sm:block">
          <Icon className="size-4" aria-hidden="true" />
        </span>
      </div>
      <p className="mt-1 text-2xl font-bold tracking-tight sm:mt-2 sm:text-3xl" data-testid="portal-count">
        {value}
      </p>
      <p className="text-muted-foreground mt-1 text-xs">{caption}</p>
    </Card>
  );
}

function ListCard({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className="min-w-0">
      <CardHeader className="p-4 pb-2 sm:p-5 sm:pb-2">
        <h2 id={titleId} className="text-lg leading-tight font-semibold">
          {title}
        </h2>
      </CardHeader>
      <CardContent className="p-4 pt-0 sm:p-5 sm:pt-0">{children}</CardContent>
    </Card>
  );
}

function EventItem({ booking, showVenue }: { booking: Booking; showVenue: boolean }) {
  const { user } = useAuth();
  const { t, locale } = usePortalT();
  const getEventTypeName = useEventTypeName();
  const timeZone = getVenueTimeZone(user, booking.venue?.id);
  const leaf = getDateLeaf(booking.eventDate, timeZone, locale);
  const titleId = useId();
  return (
    <li
      aria-labelledby={titleId}
      style={showVenue ? getVenueThemeStyle(booking.venue ?? null) : undefined}
      className="flex items-center gap-3 py-3 first:pt-0 last:pb-0"
    >
      <span
        className="bg-accent text-accent-foreground flex w-12 shrink-0 flex-col items-center rounded-lg py-1.5 leading-tight"
        aria-hidden="true"
      >
        <span className="text-[11px] font-semibold uppercase">{leaf.month}</span>
        <span className="text-lg font-bold">{leaf.day}</span>
      </span>
      <div className="min-w-0 flex-1">
        <h3 id={titleId} className="font-medium wrap-anywhere">
          {booking.coupleNames}
        </h3>
        <p className="text-muted-foreground text-xs sm:text-sm">
          {t('portal.event.when', {
            eventType: getEventTypeName(booking.eventType),
            day: formatShortDay(booking.eventDate, timeZone, locale),
            time: formatEventTime(booking.eventDate, timeZone, locale),
          })}
        </p>
        {showVenue && booking.venue && (
          <p className="text-muted-foreground text-xs wrap-anywhere sm:text-sm">{booking.venue.name}</p>
        )}
      </div>
      <BookingStatusBadge
        status={booking.status}
        label={t(`portal.bookingStatus.${booking.status}`)}
        className="shrink-0"
      />
    </li>
  );
}

function getContractsCaption(contracts: number, toSign: number, { t }: ReturnType<typeof usePortalT>): string {
  if (toSign > 0) return t('portal.overview.toSign', { count: toSign });
  return contracts > 0 ? t('portal.overview.allSigned') : t('portal.overview.noneYet');
}

/**
 * Spec §2 Overview: how many events are to come, payments are pending and contracts there are;
 * the next 3 events, and the first 3 payments to make, each with Pay Now (spec §9).
 */
export function PortalOverview({
  bookings,
  payments,
  contracts,
  now,
  onPay,
}: {
  bookings: Booking[];
  payments: Payment[];
  contracts: Contract[];
  now: number;
  onPay: (payment: Payment) => void;
}) {
  const { user } = useAuth();
  const translator = usePortalT();
  const { t, locale } = translator;
  if (bookings.length === 0) {
    return (
      <PortalEmpty icon={CalendarX2} title={t('portal.noBookings.title')}>
        {t('portal.noBookings.text')}
      </PortalEmpty>
    );
  }
  const counts = getPortalCounts(bookings, payments, contracts, now);
  const upcoming = getUpcomingBookings(bookings, now);
  const pending = getPendingPayments(payments);
  const showVenue = getPortalVenues(bookings).length > 1;
  const next = upcoming[0];
  return (
    <div className="grid gap-4 sm:gap-6">
      <div className="grid grid-cols-3 gap-2 sm:gap-4">
        <CountCard
          title={t('portal.overview.upcomingEvents')}
          value={counts.upcomingEvents}
          caption={
            next
              ? t('portal.overview.next', {
                  day: formatShortDay(next.eventDate, getVenueTimeZone(user, next.venue?.id), locale),
                })
              : t('portal.overview.noneAhead')
          }
          icon={CalendarDays}
        />
        <CountCard
          title={t('portal.overview.pendingPayments')}
          value={counts.pendingPayments}
          caption={
            pending.length > 0
              ? t('portal.overview.toPay', { amount: formatMoney(sumPayments(pending), locale) })
              : t('portal.overview.allPaid')
          }
          icon={CreditCard}
        />
        <CountCard
          title={t('portal.overview.contracts')}
          value={counts.contracts}
          caption={getContractsCaption(counts.contracts, counts.contractsToSign, translator)}
          icon={FileText}
        />
      </div>
      <div className="grid gap-4 sm:gap-6 lg:grid-cols-2">
        <ListCard title={t('portal.overview.nextEvents')}>
          {upcoming.length === 0 ? (
            <p className="text-muted-foreground py-6 text-center text-sm">{t('portal.overview.noUpcoming')}</p>
          ) : (
            <ul className="divide-y">
              {upcoming.slice(0, OVERVIEW_LIMIT).map((booking) => (
                <EventItem key={booking.id} booking={booking} showVenue={showVenue} />
              ))}
            </ul>
          )}
        </ListCard>
        <ListCard title={t('portal.overview.paymentsDue')}>
          {pending.length === 0 ? (
            <p className="text-muted-foreground py-6 text-center text-sm">{t('portal.overview.nothingToPay')}</p>
          ) : (
            <ul className="divide-y">
              {pending.slice(0, OVERVIEW_LIMIT).map((payment) => {
                const venue = bookings.find((booking) => booking.id === payment.bookingId)?.venue;
                return (
                  <PaymentItem
                    key={payment.id}
                    payment={payment}
                    now={now}
                    timeZone={getVenueTimeZone(user, venue?.id)}
                    heading="h3"
                    venue={showVenue ? venue : undefined}
                    isBookingCancelled={isCancelled(bookings, payment)}
                    onPay={onPay}
                  />
                );
              })}
            </ul>
          )}
        </ListCard>
      </div>
    </div>
  );
}
