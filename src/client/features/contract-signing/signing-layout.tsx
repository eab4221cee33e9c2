import type { ReactNode } from 'react';
import type { PublicContract } from '#shared/contracts/contracts.schemas.ts';
import { getFirstInitial } from '#client/lib/format.ts';

type PublicVenue = PublicContract['venue'];

/**
 * The signing page's frame: a band in the venue's colour, the venue, the page, and a small
 * VenueDesk credit. No site header: the couple came for the venue's contract, not for us.
 */
export function SigningLayout({ venue, children }: { venue?: PublicVenue; children: ReactNode }) {
  return (
    <div className="bg-muted/60 flex min-h-dvh flex-col">
      {/* The venue's colour once it is known; the stylesheet's default would flash first. */}
      <div className={venue ? 'bg-primary h-1.5 shrink-0' : 'h-1.5 shrink-0'} aria-hidden="true" />
      <main className="mx-auto grid w-full max-w-3xl flex-1 grid-cols-[minmax(0,1fr)] content-start gap-5 px-3 py-5 sm:gap-6 sm:px-6 sm:py-10">
        {venue && <VenueHeader venue={venue} />}
        {children}
      </main>
      <footer className="text-muted-foreground px-4 pb-5 text-center text-xs">
        Electronic signing by <span className="text-foreground font-medium">VenueDesk</span>
      </footer>
    </div>
  );
}

/** The venue's logo (or its initial in its colour) and name: whose contract this is. */
function VenueHeader({ venue }: { venue: PublicVenue }) {
  return (
    <header className="flex min-w-0 items-center gap-3 px-1">
      {venue.logo ? (
        <img src={venue.logo} alt="" className="h-11 max-w-28 shrink-0 object-contain sm:h-12 sm:max-w-36" />
      ) : (
        <span
          className="bg-primary text-primary-foreground flex size-11 shrink-0 items-center justify-center rounded-xl text-lg font-bold shadow-sm"
          aria-hidden="true"
        >
          {getFirstInitial(venue.name)}
        </span>
      )}
      <div className="min-w-0">
        <p className="text-lg leading-tight font-semibold wrap-anywhere sm:text-xl">{venue.name}</p>
        <p className="text-muted-foreground text-sm">Contract for electronic signature</p>
      </div>
    </header>
  );
}
