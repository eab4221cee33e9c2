import { TriangleAlert } from 'lucide-react';
import { Link } from 'wouter';
import { getBookingStatusLabel } from '#shared/bookings/booking-status.ts';
import { leadStatusLabels } from '#shared/leads/lead-status.ts';
import type { LeadMatches } from '#shared/leads/leads.schemas.ts';
import { useVenueTimeZone } from '#client/features/bookings/index.ts';
import { useLeadMatches } from './api.ts';
import { formatVenueDate, getCalendarMonthHref } from './lead-format.ts';

function plural(count: number, word: string) {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** 'Same email as 2 other leads and 1 booking'. */
export function describeMatches(matches: LeadMatches): string {
  const parts = [
    matches.leads.length > 0 ? plural(matches.leads.length, 'other lead') : null,
    matches.bookings.length > 0 ? plural(matches.bookings.length, 'booking') : null,
  ].filter(Boolean);
  return `Same email as ${parts.join(' and ')}`;
}

const linkClass = 'font-medium underline underline-offset-2 hover:no-underline cursor-pointer';

/**
 * A warning when the couple already asked (another lead) or booked (a booking) under this
 * e-mail, any case: staff answer them as the same people, not as a new inquiry.
 */
export function LeadMatchesNotice({ leadId, onOpenLead }: { leadId: number; onOpenLead: (id: number) => void }) {
  const { data: matches } = useLeadMatches(leadId);
  const timeZone = useVenueTimeZone();
  if (!matches || (matches.leads.length === 0 && matches.bookings.length === 0)) return null;
  return (
    <section
      aria-label="Same email"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
      data-testid="lead-matches"
    >
      <p className="flex items-center gap-2 font-semibold">
        <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
        {describeMatches(matches)}
      </p>
      <ul className="mt-2 grid gap-1 pl-6">
        {matches.leads.map((lead) => (
          <li key={`lead-${lead.id}`} className="break-words">
            <button type="button" className={linkClass} onClick={() => onOpenLead(lead.id)}>
              {lead.name}
            </button>{' '}
            — lead, {leadStatusLabels[lead.status]}
          </li>
        ))}
        {matches.bookings.map((booking) => (
          <li key={`booking-${booking.id}`} className="break-words">
            <Link href={getCalendarMonthHref(booking.eventDate, timeZone)} className={linkClass}>
              {booking.coupleNames}
            </Link>{' '}
            — booking on {formatVenueDate(booking.eventDate, timeZone)}, {getBookingStatusLabel(booking.status)}
          </li>
        ))}
      </ul>
    </section>
  );
}
