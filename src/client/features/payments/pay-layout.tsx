import type { ReactNode } from 'react';
import type { PayPage } from '#shared/payments/payment-requests.schemas.ts';
import { getFirstInitial } from '#client/lib/format.ts';

/**
 * The pay page's frame, as the signing page's: a band in the venue's colour, the venue, the page,
 * and a small VenueDesk credit. Designed for a phone first: couples open it from an e-mail.
 */
export function PayLayout({ venue, children }: { venue?: PayPage['venue']; children: ReactNode }) {
  return (
    <div className="bg-muted/60 flex min-h-dvh flex-col">
      <div className={venue ? 'bg-primary h-1.5 shrink-0' : 'h-1.5 shrink-0'} aria-hidden="true" />
      <main className="mx-auto grid w-full max-w-lg flex-1 grid-cols-[minmax(0,1fr)] content-start gap-5 px-3 py-5 sm:gap-6 sm:px-6 sm:py-10">
        {venue && <VenueHeader venue={venue} />}
        {children}
      </main>
      <footer className="text-muted-foreground px-4 pb-5 text-center text-xs">
        Secure payments by <span className="text-foreground font-medium">VenueDesk</span>
      </footer>
    </div>
  );
}

function VenueHeader({ venue }: { venue: PayPage['venue'] }) {
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
        <p className="text-muted-foreground text-sm">Payment request</p>
      </div>
    </header>
  );
}
