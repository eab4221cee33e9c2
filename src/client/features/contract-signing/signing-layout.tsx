import type { ReactNode } from 'react';
import { LanguageSwitch } from '#client/components/language-switch.tsx';
import { VenueDocumentLayout, type DocumentVenue } from '#client/components/venue-document-layout.tsx';
import { useT } from './signing-i18n.ts';

/** The signing page's frame: wide enough for the contract's text, with the language switch. */
export function SigningLayout({ venue, children }: { venue?: DocumentVenue; children: ReactNode }) {
  const { t } = useT();
  return (
    <VenueDocumentLayout
      venue={venue}
      caption={t('signing.caption')}
      credit={t('signing.credit')}
      creditBy={t('signing.creditBy')}
      languageSwitch={(className) => <LanguageSwitch className={className} />}
      width="wide"
    >
      {children}
    </VenueDocumentLayout>
  );
}
