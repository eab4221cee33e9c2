import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { BrandLogo } from '#client/components/brand-logo.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card.tsx';
import { getFirstInitial } from '#client/lib/format.ts';
import { useBrandTheme, type BrandColours } from '#client/lib/use-brand-theme.ts';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';

/** A venue's own page in this layout (its invitation): its name, logo, colours, and where it lives. */
export interface AuthVenueBrand extends BrandColours {
  name: string;
  logo: string | null;
  /** The venue's website, or its public inquiry page. */
  homeUrl: string;
}

/** The words around a venue's brand, in the page's language (a couple's invitation); English unless given. */
export interface AuthVenueLabels {
  /** "Back to Hacienda Rosa" */
  backTo: string;
  /** "Back to venue", where a phone has no room for the name */
  backToVenue: string;
  /** "Hacienda Rosa home" */
  home: string;
  poweredBy: string;
}

function englishVenueLabels(name: string): AuthVenueLabels {
  return { backTo: `Back to ${name}`, backToVenue: 'Back to venue', home: `${name} home`, poweredBy: 'Powered by' };
}

/** The venue's logo, or its initial on its colour, and its name. */
function VenueMark({ venue }: { venue: AuthVenueBrand }) {
  return (
    <span className="flex min-w-0 items-center gap-2">
      {venue.logo ? (
        <img src={venue.logo} alt="" className="h-9 w-auto max-w-32 shrink-0 object-contain object-left" />
      ) : (
        <span
          className="bg-primary text-primary-foreground flex size-9 shrink-0 items-center justify-center rounded-lg font-bold shadow-sm"
          aria-hidden="true"
        >
          {getFirstInitial(venue.name)}
        </span>
      )}
      <span className="text-foreground truncate text-lg font-bold tracking-tight">{venue.name}</span>
    </span>
  );
}

/**
 * The sign-in and sign-up screens: a centred card with a way back to the home page. A venue's
 * page (`venue`) wears the venue's brand instead, and its way back leads to the venue (decision 043).
 */
export function AuthLayout({
  title,
  description,
  venue,
  venueLabels,
  homeLabels,
  languageSwitch,
  children,
}: {
  title: string;
  description: string;
  venue?: AuthVenueBrand;
  venueLabels?: AuthVenueLabels;
  /** The way back to VenueDesk's home in the page's language (a couple's page); English unless given. */
  homeLabels?: { backHome: string; brandHome: string };
  /** A couple's page offers its languages under the venue's header. */
  languageSwitch?: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(title, description);
  useBrandTheme(venue);
  const labels = venue ? (venueLabels ?? englishVenueLabels(venue.name)) : null;
  return (
    <div
      className={
        venue
          ? 'bg-muted/60 flex min-h-screen flex-col'
          : 'flex min-h-screen flex-col bg-gradient-to-br from-[#f7f1f3] via-white to-[#eef7f3]'
      }
    >
      {venue && <div className="bg-primary h-1.5 shrink-0" aria-hidden="true" />}
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between gap-3 px-4 py-5 sm:px-6">
        {venue ? (
          <>
            <a href={venue.homeUrl} className="min-w-0 rounded-md" aria-label={labels?.home}>
              <VenueMark venue={venue} />
            </a>
            <Button variant="ghost" asChild className="shrink-0">
              <a href={venue.homeUrl}>
                <ArrowLeft aria-hidden="true" />
                {/* One text run, so the button's gap does not split it; phones say "venue" for the name. */}
                <span className="sr-only sm:not-sr-only">{labels?.backTo}</span>
                <span className="sm:hidden" aria-hidden="true">
                  {labels?.backToVenue}
                </span>
              </a>
            </Button>
          </>
        ) : (
          <>
            <Link href="/" className="rounded-md" aria-label={homeLabels?.brandHome ?? 'VenueDesk home'}>
              <BrandLogo />
            </Link>
            <Button variant="ghost" asChild>
              <Link href="/">
                <ArrowLeft aria-hidden="true" />
                {homeLabels?.backHome ?? 'Back to Home'}
              </Link>
            </Button>
          </>
        )}
      </header>
      {languageSwitch}
      <main className="flex flex-1 justify-center px-4 pt-4 pb-16 sm:pt-10">
        <Card className="h-fit w-full max-w-md shadow-lg">
          <CardHeader className="pb-4 text-center">
            <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
            <CardDescription>{description}</CardDescription>
          </CardHeader>
          <CardContent>{children}</CardContent>
        </Card>
      </main>
      {venue && (
        <footer className="text-muted-foreground px-4 pb-5 text-center text-xs">
          {labels?.poweredBy}{' '}
          <Link href="/" className="text-foreground font-medium underline-offset-4 hover:underline">
            VenueDesk
          </Link>
        </footer>
      )}
    </div>
  );
}
