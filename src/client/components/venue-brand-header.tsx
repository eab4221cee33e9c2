import type { ReactNode } from 'react';
import { getFirstInitial } from '#client/lib/format.ts';

/**
 * A branded public page's header (the inquiry form, the shared calendar): the venue's logo on its
 * own line (a logo often carries the name too, and keeps its width and shape there) or its
 * initial on its colour, its name as the page's heading, and what the page is.
 */
export function VenueBrandHeader({
  venue,
  caption,
  children,
}: {
  venue: { name: string; logo: string | null };
  caption: string;
  /** More about the venue under its name, such as its description. */
  children?: ReactNode;
}) {
  return (
    <header className="mb-6 grid gap-4">
      {venue.logo && <img src={venue.logo} alt="" className="h-12 w-auto max-w-60 object-contain object-left" />}
      <div className="flex min-w-0 items-center gap-3">
        {!venue.logo && (
          <span
            className="bg-primary text-primary-foreground flex size-12 shrink-0 items-center justify-center rounded-xl text-xl font-bold shadow-sm"
            aria-hidden="true"
          >
            {getFirstInitial(venue.name)}
          </span>
        )}
        <div className="min-w-0">
          <h1 className="text-2xl leading-tight font-bold tracking-tight break-words sm:text-3xl">{venue.name}</h1>
          <p className="text-muted-foreground text-sm">{caption}</p>
        </div>
      </div>
      {children}
    </header>
  );
}
