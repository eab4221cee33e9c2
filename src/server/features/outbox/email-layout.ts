import { darkenForText, getReadableForeground, isHexColour, WHITE } from '#shared/colours.ts';
import { getTranslator } from '#shared/i18n/i18n.ts';
import type { Language } from '#shared/i18n/languages.ts';

/** Whose e-mail it is: the venue's name, branding colour and logo (an absolute http(s) URL). */
export interface EmailBrand {
  name: string;
  color: string;
  logoUrl?: string | null;
}

/** The installation's own e-mails (accounts, support) carry VenueDesk's default branding. */
export const VENUEDESK_BRAND: EmailBrand = { name: 'VenueDesk', color: '#8B5A6B', logoUrl: null };

const TEXT_COLOUR = '#1F2937';
const MUTED_TEXT = '#6B7280';
const PAGE_BACKGROUND = '#F4F4F5';

/**
 * Builds the text and HTML parts of a product email from plain paragraphs (escaped); a line break
 * inside a paragraph (a signature's) stays one in HTML. With a `brand`, the HTML carries the
 * venue's name, logo and colour; without one, VenueDesk's. The layout is plain blocks with inline
 * styles (mail clients drop stylesheets), and text on the venue's colour is black or white,
 * whichever reads better on it.
 */
export function renderEmail(content: {
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  brand?: EmailBrand;
  /** The reader's language: the HTML's lang and the footer's words (decision 068); English unless given. */
  language?: Language;
}): { text: string; html: string } {
  const text = [content.heading, '', ...content.paragraphs.flatMap((p) => [p, ''])]
    .concat(content.action ? [`${content.action.label}: ${content.action.url}`] : [])
    .join('\n')
    .trim();
  return { text, html: renderHtml(content, content.brand ?? VENUEDESK_BRAND, content.language ?? 'en') };
}

function renderHtml(
  content: { heading: string; paragraphs: string[]; action?: { label: string; url: string } },
  brand: EmailBrand,
  language: Language,
): string {
  const colours = getEmailColours(brand.color);
  const name = escapeHtml(brand.name);
  const logo = isWebUrl(brand.logoUrl)
    ? `<img src="${escapeHtml(brand.logoUrl)}" alt="${name}" height="48" style="display:block;height:48px;width:auto;max-width:240px;border:0;margin:0 0 8px">\n`
    : '';
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:${colours.button};color:${colours.buttonText};padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}</a></p>\n`
    : '';
  const paragraphs = content.paragraphs
    .map((p) => `<p style="margin:0 0 16px">${escapeHtml(p).replaceAll('\n', '<br>')}</p>`)
    .join('\n');
  const footer =
    brand === VENUEDESK_BRAND
      ? 'VenueDesk'
      : escapeHtml(getTranslator(language).t('email.footer', { venueName: brand.name }));
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.heading)}</title></head>
<body style="margin:0;padding:0;background:${PAGE_BACKGROUND};font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:${TEXT_COLOUR};line-height:1.5">
<div style="max-width:600px;margin:0 auto;padding:24px 12px">
<div style="background:${WHITE};border-top:6px solid ${colours.band};border-radius:8px;padding:24px">
${logo}<p style="margin:0 0 20px;font-size:16px;font-weight:600;color:${colours.name}">${name}</p>
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:${TEXT_COLOUR}">${escapeHtml(content.heading)}</h1>
${paragraphs}
${action}</div>
<p style="margin:16px 0 0;text-align:center;color:${MUTED_TEXT};font-size:12px">${footer}</p>
</div>
</body></html>`;
}

/**
 * The e-mail's colours from the venue's: the band and button in it, the button's text black or
 * white (whichever contrasts more), and the venue's name in it darkened until it reads on white
 * (WCAG AA). A value that is not a #RRGGBB colour falls back to VenueDesk's, so nothing but a
 * colour ever reaches a style attribute.
 */
export function getEmailColours(color: string): { band: string; button: string; buttonText: string; name: string } {
  const base = isHexColour(color) ? color.trim().toUpperCase() : VENUEDESK_BRAND.color;
  return { band: base, button: base, buttonText: getReadableForeground(base), name: darkenForText(base, WHITE) };
}

function isWebUrl(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^https?:\/\//i.test(value);
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
