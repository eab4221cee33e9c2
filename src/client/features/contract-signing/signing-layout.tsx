import type { ReactNode } from 'react';
import { VenueDocumentLayout, type DocumentVenue } from '#client/components/venue-document-layout.tsx';

/** The signing page's frame: wide enough for the contract's text. */
export function SigningLayout({ venue, children }: { venue?: DocumentVenue; children: ReactNode }) {
  return (
    <VenueDocumentLayout
      venue={venue}
      caption="Contract for electronic signature"
      credit="Electronic signing"
      width="wide"
    >
      {children}
    </VenueDocumentLayout>
  );
}
