import { useAuth } from '#client/features/auth/index.ts';
import { resolveCalendarTimeZone } from './venue-time.ts';

/**
 * The zone the calendar and the booking forms work in: the signed-in user's venue zone, or the
 * browser's own for a user without a venue.
 */
export function useVenueTimeZone(): string {
  const { user } = useAuth();
  return resolveCalendarTimeZone(user?.venueTimeZone);
}
