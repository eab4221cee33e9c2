import type { DbOrTx } from '../../db/client.ts';
import { VENUEDESK_BRAND, type EmailBrand } from './email-layout.ts';
import { findVenueBrand } from './outbox.repo.ts';
import { decodeVenueLogo, getVenueLogoPath } from '../settings/venue-logo.ts';

/**
 * The logo's address in the venue's e-mails and link previews: a data URL is blocked by most mail
 * clients, so the app serves the image at an absolute URL. An SVG logo is left out: Gmail and
 * Outlook do not display SVG images (the venue's name stands in for it), nor do link previews.
 */
export function getEmailLogoUrl(publicUrl: string, venue: { slug: string; logo: string | null }): string | null {
  const image = decodeVenueLogo(venue.logo);
  if (!image || image.contentType === 'image/svg+xml') return null;
  return `${publicUrl}${getVenueLogoPath(venue)}`;
}

/**
 * The venue's branding for `renderEmail`; VenueDesk's for a venue that no longer exists. The logo
 * needs the app's public URL (an image in an e-mail has an absolute address); a caller deep in a
 * transaction without the app's config (a Stripe webhook's payment) gets the name and colour.
 */
export async function loadEmailBrand(db: DbOrTx, venueId: number, publicUrl: string | null): Promise<EmailBrand> {
  const venue = await findVenueBrand(db, venueId);
  if (!venue) return VENUEDESK_BRAND;
  return {
    name: venue.name,
    color: venue.primaryColor,
    logoUrl: publicUrl ? getEmailLogoUrl(publicUrl, venue) : null,
  };
}
