import type { ReactNode } from 'react';
import { VenueDocumentLayout, type DocumentVenue } from '#client/components/venue-document-layout.tsx';

/** The pay page's frame, as the signing page's, a little narrower: a payment is one card. */
export function PayLayout({ venue, children }: { venue?: DocumentVenue; children: ReactNode }) {
  return (
    <VenueDocumentLayout venue={venue} caption="Payment request" credit="Secure payments" width="narrow">
      {children}
    </VenueDocumentLayout>
  );
}
