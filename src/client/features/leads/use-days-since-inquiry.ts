import type { Lead } from '#shared/leads/leads.schemas.ts';
import { useVenueTimeZone } from '#client/features/bookings/index.ts';
import { getDaysSinceInquiry } from './lead-format.ts';

/** For a `new` lead a day old or more: the venue's days it has waited for an answer; else null. */
export function useDaysSinceInquiry(now: Date = new Date()): (lead: Lead) => number | null {
  const timeZone = useVenueTimeZone();
  return (lead) => (lead.status === 'new' ? getDaysSinceInquiry(lead.createdAt, now, timeZone) : null);
}
