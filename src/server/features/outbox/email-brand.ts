import { createHash } from 'node:crypto';
import type { DbOrTx } from '../../db/client.ts';
import { VENUEDESK_BRAND, type EmailBrand } from './email-layout.ts';
import { findVenueBrand } from './outbox.repo.ts';

/**
 * The logo's address in the venue's e-mails: a data URL is blocked by most mail clients, so the
 * app serves the image at an absolute URL. `v` changes with the image, so a new logo is not
 * hidden behind a cached old one.
 */
export function getEmailLogoUrl(publicUrl: string, venue: { slug: string; logo: string | null }): string | null {
  if (!venue.logo || !decodeEmailLogo(venue.logo)) return null;
  const version = createHash('sha256').update(venue.logo).digest('hex').slice(0, 12);
  return `${publicUrl}/api/public/venues/${encodeURIComponent(venue.slug)}/logo?v=${version}`;
}

/**
 * The image of a logo e-mails show, or null for none. An SVG logo is left out: Gmail and Outlook
 * do not display SVG images (the venue's name stands in for it), and an SVG served from the
 * app's own origin could carry script.
 */
export function decodeEmailLogo(logo: string | null): { contentType: string; bytes: Buffer } | null {
  const match = logo ? /^data:(image\/(?:png|jpeg|gif|webp));base64,([A-Za-z0-9+/]+={0,2})$/.exec(logo) : null;
  return match ? { contentType: match[1]!, bytes: Buffer.from(match[2]!, 'base64') } : null;
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
