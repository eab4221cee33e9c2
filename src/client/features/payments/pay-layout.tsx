import type { ReactNode } from 'react';
import { VenueDocumentLayout, type DocumentVenue } from '#client/components/venue-document-layout.tsx';
import { LanguageSwitch } from '#client/components/language-switch.tsx';
import { usePayT } from './pay-i18n.ts';

/**
 * The pay page's frame, as the signing page's, a little narrower: a payment is one card. Its
 * language switch sits above the card, where a couple looks first.
 */
export function PayLayout({ venue, children }: { venue?: DocumentVenue; children: ReactNode }) {
  const { t } = usePayT();
  return (
    <VenueDocumentLayout
      venue={venue}
      caption={t('pay.caption')}
      credit={t('pay.credit')}
      creditBy={t('pay.creditBy')}
      width="narrow"
    >
      <LanguageSwitch className="-mb-2 flex justify-end sm:-mb-3" />
      {children}
    </VenueDocumentLayout>
  );
}
