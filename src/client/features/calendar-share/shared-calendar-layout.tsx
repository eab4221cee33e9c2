import type { ReactNode } from 'react';
import type { SharedCalendar } from '#shared/calendar/calendar-share.schemas.ts';

/** The shared calendar's frame: the venue's colour band, the page, and a small VenueDesk credit. */
export function SharedCalendarLayout({ children }: { children: ReactNode }) {
  return (
    <div className="bg-muted/60 flex min-h-dvh flex-col">
      <div className="bg-primary h-1.5 shrink-0" aria-hidden="true" />
      <main className="mx-auto w-full max-w-3xl min-w-0 flex-1 px-4 py-6 sm:px-6 sm:py-10">{children}</main>
      <footer className="text-muted-foreground px-4 pb-5 text-center text-xs">
        Powered by{' '}
        <a href="/" className="text-foreground font-medium underline-offset-4 hover:underline">
          VenueDesk
        </a>
      </footer>
    </div>
  );
}

function getInitial(name: string): string {
  return [...name.trim()][0]?.toUpperCase() ?? '?';
}

/** The venue's logo (or its initial in its colour) and name over 'Shared calendar'. */
export function SharedCalendarHeader({ venue }: { venue: SharedCalendar['venue'] }) {
  return (
    <header className="mb-6 grid gap-4">
      {venue.logo && <img src={venue.logo} alt="" className="h-12 w-auto max-w-60 object-contain object-left" />}
      <div className="flex min-w-0 items-center gap-3">
        {!venue.logo && (
          <span
            className="bg-primary text-primary-foreground flex size-12 shrink-0 items-center justify-center rounded-xl text-xl font-bold shadow-sm"
            aria-hidden="true"
          >
            {getInitial(venue.name)}
          </span>
        )}
        <div className="min-w-0">
          <h1 className="text-2xl leading-tight font-bold tracking-tight break-words sm:text-3xl">{venue.name}</h1>
          <p className="text-muted-foreground text-sm">Shared calendar</p>
        </div>
      </div>
    </header>
  );
}
