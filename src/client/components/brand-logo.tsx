import { CalendarCheck } from 'lucide-react';

/** The VenueDesk mark, optionally with the name beside it. */
export function BrandLogo({ showName = true }: { showName?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span className="bg-primary text-primary-foreground flex size-9 items-center justify-center rounded-lg shadow-sm">
        <CalendarCheck className="size-5" aria-hidden="true" />
      </span>
      {showName && <span className="text-foreground text-lg font-bold tracking-tight">VenueDesk</span>}
    </span>
  );
}
