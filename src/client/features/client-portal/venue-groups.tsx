import { useId, type CSSProperties, type ReactNode } from 'react';
import type { BookingVenue } from '#shared/bookings/bookings.schemas.ts';
import { getVenueThemeVariables, isHexColour } from '#client/lib/venue-theme.ts';
import type { VenueGroup } from './portal-data.ts';
import { usePortalT } from './portal-i18n.ts';
import { VenueMark } from './venue-mark.tsx';

/** The level of each item's title: under the page's h1, or under a venue's h2. */
export type ItemHeading = 'h2' | 'h3';

/**
 * The venue's colours on one part of the page only (set through the CSSOM, which the CSP
 * allows), so each venue's section of a client of two venues is in its own colours.
 */
export function getVenueThemeStyle(venue: BookingVenue | null): CSSProperties | undefined {
  if (!venue) return undefined;
  const { primaryColor, secondaryColor, accentColor } = venue;
  if (!isHexColour(primaryColor) || !isHexColour(secondaryColor) || !isHexColour(accentColor)) return undefined;
  return getVenueThemeVariables({ primaryColor, secondaryColor, accentColor });
}

function VenueSection<T>({
  group,
  children,
}: {
  group: VenueGroup<T>;
  children: (items: T[], itemHeading: ItemHeading, venue: BookingVenue | null) => ReactNode;
}) {
  const headingId = useId();
  const { t } = usePortalT();
  const name = group.venue?.name ?? t('portal.otherBookings');
  return (
    <section
      aria-labelledby={headingId}
      data-testid="venue-group"
      style={getVenueThemeStyle(group.venue)}
      className="grid min-w-0 gap-3"
    >
      <div className="flex min-w-0 items-center gap-3">
        {group.venue && <VenueMark venue={group.venue} className="h-8 sm:h-9" />}
        <h2 id={headingId} className="min-w-0 text-lg font-semibold wrap-anywhere">
          {name}
        </h2>
      </div>
      {children(group.items, 'h3', group.venue)}
    </section>
  );
}

/**
 * A client of one venue sees one list (the header names the venue); a client of several sees a
 * section per venue, each headed by its logo and name and drawn in its colours. The items'
 * titles are told which heading level keeps the outline in order.
 */
export function VenueGroups<T>({
  groups,
  isGrouped,
  children,
}: {
  groups: VenueGroup<T>[];
  /** Whether the client has bookings at several venues (then even one venue's items are headed by it). */
  isGrouped: boolean;
  children: (items: T[], itemHeading: ItemHeading, venue: BookingVenue | null) => ReactNode;
}) {
  if (!isGrouped)
    return children(
      groups.flatMap((group) => group.items),
      'h2',
      groups[0]?.venue ?? null,
    );
  return (
    <div className="grid gap-8">
      {groups.map((group) => (
        <VenueSection key={group.venue?.id ?? 'other'} group={group}>
          {children}
        </VenueSection>
      ))}
    </div>
  );
}
