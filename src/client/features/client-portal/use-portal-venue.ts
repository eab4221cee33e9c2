import type { BookingVenue } from '#shared/bookings/bookings.schemas.ts';
import { useBrandTheme } from '#client/lib/use-brand-theme.ts';
import { usePortalBookings } from './api.ts';
import { getPortalVenues } from './portal-data.ts';

/**
 * The venue whose portal this is: the one venue of the client's bookings. A client of several
 * venues has none here (each venue's section is in its own colours instead), nor does one
 * without bookings.
 */
export function usePortalVenue(): BookingVenue | null {
  const { data } = usePortalBookings();
  const venues = data ? getPortalVenues(data) : [];
  return venues.length === 1 ? venues[0]! : null;
}

/** The portal in its venue's colours (docs/architecture.md); the stylesheet's defaults otherwise. */
export function usePortalTheme(): BookingVenue | null {
  const venue = usePortalVenue();
  useBrandTheme(venue);
  return venue;
}
