import { pickVenueDescription } from '#shared/i18n/venue-text.ts';
import type { ReactNode } from 'react';
import type { PublicVenue } from '#shared/inquiries/inquiries.schemas.ts';
import { LanguageSwitch } from '#client/components/language-switch.tsx';
import { VenueBrandHeader } from '#client/components/venue-brand-header.tsx';
import { useT } from './inquiry-i18n.ts';

/**
 * The inquiry page's frame: the venue's colour band, the language switch, the page, and a small
 * VenueDesk credit. No app shell or site header, because venues embed it in an iframe on their
 * own website.
 */
export function InquiryLayout({ children }: { children: ReactNode }) {
  const { t } = useT();
  return (
    <div className="bg-muted/60 flex min-h-dvh flex-col">
      <div className="bg-primary h-1.5 shrink-0" aria-hidden="true" />
      <LanguageSwitch className="mx-auto flex w-full max-w-2xl justify-end px-4 pt-3 sm:px-6" />
      <main className="mx-auto w-full max-w-2xl flex-1 px-4 py-6 sm:px-6 sm:py-10">{children}</main>
      <footer className="text-muted-foreground px-4 pb-5 text-center text-xs">
        {t('inquiry.poweredBy')} {/* Inside the venue's iframe a link must not replace the form; it opens a new tab. */}
        <a
          href="/"
          target="_blank"
          rel="noopener"
          className="text-foreground font-medium underline-offset-4 hover:underline"
        >
          VenueDesk
          <span className="sr-only"> {t('inquiry.opensInNewTab')}</span>
        </a>
      </footer>
    </div>
  );
}

/** The venue's logo (or its initial in its colour), name and own description, as text. */
export function VenueHeader({ venue }: { venue: PublicVenue }) {
  const { t, language } = useT();
  // The venue's version in the visitor's language, else its own words, marked as the language they are in.
  const description = pickVenueDescription(venue, language);
  return (
    <VenueBrandHeader venue={venue} caption={t('inquiry.caption')}>
      {description && (
        <p
          lang={description.language === language ? undefined : description.language}
          className="text-muted-foreground leading-relaxed break-words whitespace-pre-line"
        >
          {description.text}
        </p>
      )}
    </VenueBrandHeader>
  );
}
