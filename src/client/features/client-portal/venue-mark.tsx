import type { BookingVenue } from '#shared/bookings/bookings.schemas.ts';
import { cn } from '#client/lib/utils.ts';
import { getFirstInitial } from '#client/lib/format.ts';

/** The venue's logo, or its initial on its colour; decorative, as its name is always written beside it. */
export function VenueMark({ venue, className }: { venue: Pick<BookingVenue, 'name' | 'logo'>; className?: string }) {
  if (venue.logo) {
    return (
      <img
        src={venue.logo}
        alt=""
        data-testid="venue-logo"
        className={cn('h-10 max-w-24 shrink-0 object-contain sm:max-w-32', className)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        'bg-primary text-primary-foreground flex size-10 shrink-0 items-center justify-center rounded-lg text-lg font-bold shadow-sm',
        className,
      )}
    >
      {getFirstInitial(venue.name)}
    </span>
  );
}
