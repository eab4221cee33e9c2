import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import type { SharedCalendar } from '#shared/calendar/calendar-share.schemas.ts';
import { LanguageSwitch } from '#client/components/language-switch.tsx';
import { VenueBrandHeader } from '#client/components/venue-brand-header.tsx';
import { useT } from './shared-calendar-i18n.ts';

/**
 * The shared calendar's frame: the venue's colour band, the language switch, the page, and a
 * small VenueDesk credit.
 */
export function SharedCalendarLayout({ children }: { children: ReactNode }) {
  const { t } = useT();
  return (
    <div className="bg-muted/60 flex min-h-dvh flex-col">
      <div className="bg-primary h-1.5 shrink-0" aria-hidden="true" />
      <LanguageSwitch className="mx-auto flex w-full max-w-3xl justify-end px-4 pt-3 sm:px-6" />
      <main className="mx-auto w-full max-w-3xl min-w-0 flex-1 px-4 py-6 sm:px-6 sm:py-10">{children}</main>
      <footer className="text-muted-foreground px-4 pb-5 text-center text-xs">
        {t('sharedCalendar.poweredBy')}{' '}
        <a href="/" className="text-foreground font-medium underline-offset-4 hover:underline">
          VenueDesk
        </a>
      </footer>
    </div>
  );
}

/** The venue's logo (or its initial in its colour) and name over 'Shared calendar'. */
export function SharedCalendarHeader({ venue }: { venue: SharedCalendar['venue'] }) {
  const { t } = useT();
  return <VenueBrandHeader venue={venue} caption={t('sharedCalendar.caption')} />;
}

/**
 * The calendar's loading state, announced in the visitor's language (not the shared Spinner,
 * whose label is English: see inquiry-loading.tsx).
 */
export function SharedCalendarLoading() {
  const { t } = useT();
  return (
    <div role="status" aria-label={t('common.loading')} className="flex items-center justify-center p-8">
      <LoaderCircle className="text-primary size-8 animate-spin" aria-hidden="true" />
    </div>
  );
}
