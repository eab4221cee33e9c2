/**
 * The iframe's height in CSS pixels: the whole form on a phone-width column (one field a row)
 * with the date's availability message, so a venue's page rarely needs to scroll inside it.
 */
export const INQUIRY_EMBED_HEIGHT = 1500;

/** The public inquiry form of the venue with this address (slug). */
export function getInquiryUrl(origin: string, slug: string): string {
  return `${origin}/inquire/${encodeURIComponent(slug)}`;
}

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** The HTML a venue pastes into its own website to show the form; the title names the frame for screen readers. */
export function getInquiryEmbedCode(url: string, venueName: string): string {
  const title = escapeAttribute(`Inquiry form for ${venueName}`);
  return `<iframe src="${escapeAttribute(url)}" title="${title}" width="100%" height="${INQUIRY_EMBED_HEIGHT}" style="border:0"></iframe>`;
}
