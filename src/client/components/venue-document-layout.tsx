import type { ReactNode } from 'react';
import { getFirstInitial } from '#client/lib/format.ts';

export interface DocumentVenue {
  name: string;
  logo: string | null;
}

/**
 * A page a couple opens from a venue's e-mail (a contract to sign, a payment request): a band in
 * the venue's colour, the venue, the page, and a small VenueDesk credit. No site header: they came
 * for the venue's document, not for us. Designed for a phone first.
 */
export function VenueDocumentLayout({
  venue,
  caption,
  credit,
  creditBy = 'by',
  languageSwitch,
  width,
  children,
}: {
  /** Unknown while the page loads, or when its link is not found. */
  venue?: DocumentVenue;
  /** What the page is, under the venue's name. */
  caption: string;
  /** What VenueDesk does here, in the footer: "Electronic signing". */
  credit: string;
  /** The word between the credit and "VenueDesk", in the page's language. */
  creditBy?: string;
  /**
   * A page in the couple's language offers the switch between languages (decision 068). Given
   * by the page, so a page without one does not load the i18n runtime with this layout.
   */
  languageSwitch?: (className: string) => ReactNode;
  width: 'narrow' | 'wide';
  children: ReactNode;
}) {
  return (
    <div className="bg-muted/60 flex min-h-dvh flex-col">
      {/* The venue's colour once it is known; the stylesheet's default would flash first. */}
      <div className={venue ? 'bg-primary h-1.5 shrink-0' : 'h-1.5 shrink-0'} aria-hidden="true" />
      {languageSwitch?.(
        `mx-auto flex w-full ${width === 'wide' ? 'max-w-3xl' : 'max-w-lg'} justify-end px-3 pt-3 sm:px-6`,
      )}
      <main
        className={`mx-auto grid w-full ${width === 'wide' ? 'max-w-3xl' : 'max-w-lg'} flex-1 grid-cols-[minmax(0,1fr)] content-start gap-5 px-3 py-5 sm:gap-6 sm:px-6 sm:py-10`}
      >
        {venue && <VenueHeader venue={venue} caption={caption} />}
        {children}
      </main>
      <footer className="text-muted-foreground px-4 pb-5 text-center text-xs">
        {credit} {creditBy} <span className="text-foreground font-medium">VenueDesk</span>
      </footer>
    </div>
  );
}

/** The venue's logo (or its initial in its colour) and name: whose document this is. */
function VenueHeader({ venue, caption }: { venue: DocumentVenue; caption: string }) {
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
        <p className="text-muted-foreground text-sm">{caption}</p>
      </div>
    </header>
  );
}
