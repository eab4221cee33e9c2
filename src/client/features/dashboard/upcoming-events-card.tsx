import { CalendarDays, Users } from 'lucide-react';
import { Link } from 'wouter';
import type { Booking } from '#shared/bookings/bookings.schemas.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { ActivityCard, ActivityList } from './activity-card.tsx';
import { formatGuestCount } from './dashboard-format.ts';
import { useVenueTimeZone } from '#client/features/bookings/index.ts';
import { formatVenueDate, getVenueMonth } from './venue-dates.ts';

/**
 * The spec's 'Confirmed' badge for a booked event; one whose deposit is in says so, in the
 * calendar's deposit-paid green, and stays listed (decision 044).
 */
const confirmedBadges: Record<string, { label: string; className: string }> = {
  booked: { label: 'Confirmed', className: 'border-purple-200 bg-purple-100 text-purple-900' },
  deposit_paid: { label: 'Deposit Paid', className: 'border-green-200 bg-green-100 text-green-900' },
};

/** Spec §2: up to 3 coming confirmed events; each opens the calendar on its month. */
export function UpcomingEventsCard({ events }: { events: Booking[] | undefined }) {
  const timeZone = useVenueTimeZone();
  return (
    <ActivityCard
      title="Upcoming Events"
      isLoading={!events}
      isEmpty={events?.length === 0}
      emptyText="No upcoming events"
    >
      <ActivityList>
        {events?.map((booking) => {
          const badge = confirmedBadges[booking.status] ?? confirmedBadges.booked!;
          return (
            <li key={booking.id}>
              <Link
                href={`/calendar?month=${getVenueMonth(booking.eventDate, timeZone)}`}
                className="hover:bg-muted/60 focus-visible:ring-ring -mx-2 flex items-center gap-3 rounded-md px-2 py-3 transition-colors focus-visible:ring-2 focus-visible:outline-none"
              >
                <span className="shrink-0 rounded-md bg-purple-100 p-2 text-purple-900">
                  <CalendarDays className="size-5" aria-hidden="true" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-medium break-words">{booking.coupleNames}</span>
                  <span className="text-muted-foreground flex flex-wrap items-center gap-x-2 text-xs">
                    <span>{formatVenueDate(booking.eventDate, timeZone)}</span>
                    <span className="flex items-center gap-1">
                      <Users className="size-3.5" aria-hidden="true" />
                      {formatGuestCount(booking.guestCount)}
                    </span>
                  </span>
                </span>
                <Badge variant="outline" className={`shrink-0 ${badge.className}`}>
                  {badge.label}
                </Badge>
              </Link>
            </li>
          );
        })}
      </ActivityList>
    </ActivityCard>
  );
}
