import { CalendarX2 } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { Booking } from '#shared/bookings/bookings.schemas.ts';
import { formatMoney } from '#shared/i18n/format.ts';
import type { Contract } from '#shared/contracts/contracts.schemas.ts';
import type { Payment } from '#shared/payments/payments.schemas.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { useAuth } from '#client/features/auth/index.ts';
import { BookingStatusBadge } from '#client/features/bookings/index.ts';
import { ContractStatusBadge } from '#client/features/contracts/index.ts';
import {
  getAvailableContracts,
  getPortalVenues,
  groupByVenue,
  isUpcoming,
  sortBookingsForPortal,
  sumPayments,
} from './portal-data.ts';
import { PortalEmpty } from './portal-empty.tsx';
import { useEventTypeName, usePortalT } from './portal-i18n.ts';
import { formatEventDay, formatEventTime, getVenueTimeZone } from './portal-format.ts';
import { VenueGroups, type ItemHeading } from './venue-groups.tsx';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted-foreground text-xs font-medium tracking-wide uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words">{children}</dd>
    </div>
  );
}

/** What is paid of the booking's payments, e.g. '$4,500.00 of $15,000.00'. */
function getPaidText(payments: readonly Payment[], { t, locale }: ReturnType<typeof usePortalT>): string {
  const owed = payments.filter((payment) => payment.status === 'pending' || payment.status === 'paid');
  if (owed.length === 0) return t('portal.booking.noPayments');
  const paid = sumPayments(owed.filter((payment) => payment.status === 'paid'));
  return t('portal.booking.paidOf', {
    paid: formatMoney(paid, locale),
    total: formatMoney(sumPayments(owed), locale),
  });
}

function BookingCard({
  booking,
  payments,
  contract,
  now,
  heading: Heading,
}: {
  booking: Booking;
  payments: readonly Payment[];
  contract: Contract | undefined;
  now: number;
  heading: ItemHeading;
}) {
  const { user } = useAuth();
  const translator = usePortalT();
  const { t, locale } = translator;
  const getEventTypeName = useEventTypeName();
  const timeZone = getVenueTimeZone(user, booking.venue?.id);
  const isPast = !isUpcoming(booking, now);
  const titleId = useId();
  return (
    <li aria-labelledby={titleId}>
      <Card className="p-4 sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
          <div className="min-w-0">
            <Heading id={titleId} className="text-base font-semibold wrap-anywhere sm:text-lg">
              {booking.coupleNames}
            </Heading>
            <p className="text-muted-foreground text-sm">{getEventTypeName(booking.eventType)}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            {isPast && booking.status !== 'completed' && booking.status !== 'cancelled' && (
              <Badge variant="outline">{t('portal.booking.pastEvent')}</Badge>
            )}
            <BookingStatusBadge status={booking.status} label={t(`portal.bookingStatus.${booking.status}`)} />
          </div>
        </div>
        <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">
          <Detail label={t('portal.booking.date')}>{formatEventDay(booking.eventDate, timeZone, locale)}</Detail>
          <Detail label={t('portal.booking.time')}>{formatEventTime(booking.eventDate, timeZone, locale)}</Detail>
          <Detail label={t('portal.booking.guests')}>{booking.guestCount ?? t('portal.booking.notSet')}</Detail>
          <Detail label={t('portal.booking.total')}>
            {booking.totalAmount === null || booking.totalAmount === undefined || booking.totalAmount === ''
              ? t('portal.booking.notSet')
              : formatMoney(booking.totalAmount, locale)}
          </Detail>
          <Detail label={t('portal.booking.paid')}>{getPaidText(payments, translator)}</Detail>
          <Detail label={t('portal.booking.contract')}>
            {contract ? (
              <ContractStatusBadge status={contract.status} label={t(`portal.contractStatus.${contract.status}`)} />
            ) : (
              <span>{t('portal.booking.noContract')}</span>
            )}
          </Detail>
        </dl>
      </Card>
    </li>
  );
}

/** Spec §2 My Bookings: every booking of the couple, what is to come first, by venue when there are several. */
export function PortalBookings({
  bookings,
  payments,
  contracts,
  now,
}: {
  bookings: Booking[];
  payments: Payment[];
  contracts: Contract[];
  now: number;
}) {
  const { t } = usePortalT();
  if (bookings.length === 0) {
    return (
      <PortalEmpty icon={CalendarX2} title={t('portal.noBookings.title')}>
        {t('portal.noBookings.text')}
      </PortalEmpty>
    );
  }
  const available = getAvailableContracts(contracts);
  const sorted = sortBookingsForPortal(bookings, now);
  const groups = groupByVenue(sorted, (booking) => booking.id, sorted);
  return (
    <VenueGroups groups={groups} isGrouped={getPortalVenues(sorted).length > 1}>
      {(items, heading) => (
        <ul className="grid gap-3" aria-label={t('portal.tab.bookings')}>
          {items.map((booking) => (
            <BookingCard
              key={booking.id}
              booking={booking}
              payments={payments.filter((payment) => payment.bookingId === booking.id)}
              contract={available.find((contract) => contract.bookingId === booking.id)}
              now={now}
              heading={heading}
            />
          ))}
        </ul>
      )}
    </VenueGroups>
  );
}
