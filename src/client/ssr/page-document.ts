import type { PageHead } from '#client/lib/page-head.ts';
import { type PageData, pageDataScript } from '#shared/page-data.ts';

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** The title and description the page set with useDocumentTitle. */
  head: PageHead;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => ESCAPES[char] ?? char);

function replaceOnce(html: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(html)) throw new Error(`The page template has nothing that matches ${pattern}`);
  return html.replace(pattern, () => replacement);
}

/**
 * index.html (the built one, with its script and stylesheet) with a rendered page in it: the
 * page's markup in #root, its title and description, Open Graph tags for link previews, a venue
 * page's colours on <html>, and the data it was rendered with. The canonical address, og:url
 * and og:image need the site's public address, which the server adds
 * (src/server/http/page-preloads.ts, src/server/http/venue-pages.ts).
 */
export function pageDocument(template: string, page: RenderedPage, data?: PageData): string {
  const title = escapeHtml(page.head.title);
  const description = page.head.description ? escapeHtml(page.head.description) : null;
  const tags = [
    '<meta property="og:type" content="website">',
    '<meta property="og:site_name" content="VenueDesk">',
    `<meta property="og:title" content="${title}">`,
    description ? `<meta property="og:description" content="${description}">` : '',
  ].join('');
  let html = replaceOnce(template, /<title>[^<]*<\/title>/, `<title>${title}</title>`);
  if (description) {
    html = replaceOnce(html, /<meta\s+name="description"[^>]*>/, `<meta name="description" content="${description}">`);
  }
  html = replaceOnce(html, /<\/head>/, `${tags}</head>`);
  if (page.head.theme) {
    const style = Object.entries(page.head.theme)
      .map(([name, value]) => `${name}:${value}`)
      .join(';');
    html = html.replace(/<html([^>]*)>/, (_, attributes: string) => `<html${attributes} style="${escapeHtml(style)}">`);
  }
  if (page.head.language) {
    const lang = escapeHtml(page.head.language);
    html = replaceOnce(html, /<html lang="[^"]*"/, `<html lang="${lang}"`);
  }
  const script = data ? pageDataScript(data) : '';
  return replaceOnce(html, /<div id="root"><\/div>/, `<div id="root">${page.html}</div>${script}`);
}
