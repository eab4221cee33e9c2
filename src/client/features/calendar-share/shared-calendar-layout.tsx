import type { ReactNode } from 'react';
import type { SharedCalendar } from '#shared/calendar/calendar-share.schemas.ts';
import { VenueBrandHeader } from '#client/components/venue-brand-header.tsx';

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

/** The venue's logo (or its initial in its colour) and name over 'Shared calendar'. */
export function SharedCalendarHeader({ venue }: { venue: SharedCalendar['venue'] }) {
  return <VenueBrandHeader venue={venue} caption="Shared calendar" />;
}
