import { createHash } from 'node:crypto';

/** A logo as Settings stores it: a base64 data URL of one of the image types it accepts. */
const LOGO_DATA_URL = /^data:(image\/(?:png|jpeg|gif|webp|svg\+xml));base64,([A-Za-z0-9+/]+={0,2})$/;

export interface LogoImage {
  contentType: string;
  bytes: Buffer;
}

/** The image a stored logo holds, or null for none (or for a value that is not one). */
export function decodeVenueLogo(logo: string | null): LogoImage | null {
  const match = logo ? LOGO_DATA_URL.exec(logo) : null;
  return match ? { contentType: match[1]!, bytes: Buffer.from(match[2]!, 'base64') } : null;
}

/**
 * The logo's own address on this app, `/api/public/venues/{slug}/logo?v=…`, or null for none.
 * Public pages show the logo from here rather than inline: a rendered venue page carried a
 * 200 KB logo twice (in its markup and in its page data), and the browser now fetches it once
 * and keeps it. `v` changes with the image, so a new logo is never hidden behind a cached old one.
 */
export function getVenueLogoPath(venue: { slug: string; logo: string | null }): string | null {
  if (!decodeVenueLogo(venue.logo)) return null;
  const version = createHash('sha256').update(venue.logo!).digest('hex').slice(0, 12);
  return `/api/public/venues/${encodeURIComponent(venue.slug)}/logo?v=${version}`;
}

/**
 * Headers for an SVG logo served from this origin. Shown by an <img>, an SVG runs nothing; opened
 * on its own, it is a document of this origin, so it gets no script, no requests and a sandbox.
 */
export const SVG_LOGO_POLICY = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; font-src data:; sandbox";
