import { Clock, DollarSign, Mail, Phone, StickyNote, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { bookingStatusLabels } from '#shared/bookings/booking-status.ts';
import type { SharedCalendarEvent } from '#shared/calendar/calendar-share.schemas.ts';
import { getEventTypeName } from '#shared/i18n/event-type-name.ts';
import { formatMoney } from '#shared/i18n/format.ts';
import type { SharedCalendarKey } from '#shared/i18n/surfaces.ts';
import type { Translator } from '#shared/i18n/translator.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { useT } from './shared-calendar-i18n.ts';
import { formatEventTime } from './shared-month.ts';

/** A booking's status in the page's language; a status this page does not know is shown as sent. */
function getStatusLabel(status: string, { t }: Pick<Translator<SharedCalendarKey>, 't'>): string {
  return Object.hasOwn(bookingStatusLabels, status)
    ? t(`sharedCalendar.status.${status}` as SharedCalendarKey)
    : status.replaceAll('_', ' ');
}

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-start gap-2 text-sm">
      <span className="text-muted-foreground mt-0.5 shrink-0" aria-hidden="true">
        {icon}
      </span>
      <dt className="sr-only">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/**
 * One booking as the server shared it: the time and event type always; names, contact, revenue
 * and notes only when the server sent them (their switches are on).
 */
export function SharedEventItem({ event, timeZone }: { event: SharedCalendarEvent; timeZone: string }) {
  const translator = useT();
  const { t, locale } = translator;
  const eventType = getEventTypeName(event.eventType, translator);
  const title = event.coupleNames ? `${event.coupleNames} - ${eventType}` : eventType;
  return (
    <li className="bg-card grid min-w-0 gap-2 rounded-lg border p-3 shadow-xs sm:p-4">
      <div className="flex min-w-0 flex-wrap items-start justify-between gap-2">
        <h4 className="min-w-0 font-semibold break-words">{title}</h4>
        <Badge variant="secondary">{getStatusLabel(event.status, translator)}</Badge>
      </div>
      <dl className="grid gap-1.5">
        <Detail icon={<Clock className="size-4" />} label={t('sharedCalendar.detail.time')}>
          <time dateTime={event.eventDate}>{formatEventTime(event.eventDate, timeZone, locale)}</time>
        </Detail>
        {event.coupleNames && (
          <Detail icon={<User className="size-4" />} label={t('sharedCalendar.detail.client')}>
            {event.coupleNames}
          </Detail>
        )}
        {event.email && (
          <Detail icon={<Mail className="size-4" />} label={t('sharedCalendar.detail.email')}>
            <a href={`mailto:${event.email}`} className="underline-offset-4 hover:underline">
              {event.email}
            </a>
          </Detail>
        )}
        {event.phone && (
          <Detail icon={<Phone className="size-4" />} label={t('sharedCalendar.detail.phone')}>
            <a href={`tel:${event.phone}`} className="underline-offset-4 hover:underline">
              {event.phone}
            </a>
          </Detail>
        )}
        {event.totalAmount != null && event.totalAmount !== '' && (
          <Detail icon={<DollarSign className="size-4" />} label={t('sharedCalendar.detail.totalAmount')}>
            {formatMoney(event.totalAmount, locale)}
          </Detail>
        )}
        {event.notes && (
          <Detail icon={<StickyNote className="size-4" />} label={t('sharedCalendar.detail.notes')}>
            <span className="whitespace-pre-line">{event.notes}</span>
          </Detail>
        )}
      </dl>
    </li>
  );
}
