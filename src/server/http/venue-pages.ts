import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_PARAM,
  languageLocales,
  languages,
  type Language,
} from '#shared/i18n/languages.ts';
import { AppError } from '../errors.ts';
import { matchesEtag } from './etag.ts';
import type { PageData, PageQueryKeys, PageRenderer } from './page-renderer.ts';

/** What a venue page's loader read: the page's data, and its logo's address for link previews. */
export interface VenuePageContent {
  data: PageData;
  /** The venue's logo as an image at its own address (og:image), or null for none. */
  imageUrl: string | null;
}

/**
 * A venue's public page rendered on the server per request (/inquire/{slug},
 * /shared-calendar/{id}; docs/decisions/067). `load` reads what the page shows as its API call
 * would answer it. When it has nothing to show a visitor without a session (null, or an
 * AppError such as an unknown venue or a private calendar), the browser renders the page as
 * before and shows what its API call answers.
 */
export interface VenuePage {
  path: string;
  /** Page loads an address may make in a minute; the page's API call has the same limit. */
  loadsPerMinute: number;
  load: (request: FastifyRequest, keys: PageQueryKeys) => Promise<VenuePageContent | null>;
}

export interface VenuePagesOptions {
  renderer: PageRenderer;
  /** The built index.html, which every rendered page fills in. */
  template: string;
  publicUrl: string;
  /**
   * The page's own chunks as <link rel="modulepreload">, by the route's path, with those of its
   * messages in the language it was rendered in (docs/decisions/076).
   */
  preloadLinks: (pagePath: string, language?: string) => string[];
  /** Makes the rendered page paint before any script (src/server/http/first-paint.ts). */
  firstPaint: (html: string, preloads: string[]) => Promise<string>;
  /** Sends the page the browser renders itself, when there is nothing to render here. */
  sendClientPage: (request: FastifyRequest, reply: FastifyReply) => unknown;
}

/** A rendered page, compressed once: a page is sent many times and rendered again only when it changes. */
interface CachedPage {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

/** The rendered pages kept, newest used last; a venue's logo can make a page a few hundred KB. */
const CACHE_MAX_PAGES = 200;
const CACHE_MAX_BYTES = 32 * 1024 * 1024;

/**
 * The head's address and language for link previews (decision 075). A page rendered in a language
 * other than English (its rendered address names it: `?lang=es`) is its own address: its
 * canonical and og:url keep `?lang=`, so an app that fetches og:url again, sending no language,
 * previews the Spanish page it was shared as; English keeps the plain address. og:locale names
 * the page's locale, and each language's version is listed as an alternate (hreflang).
 */
function languageHead(base: string, renderedUrl: string): string[] {
  const named = new URLSearchParams(renderedUrl.split('?')[1] ?? '').get(LANGUAGE_PARAM);
  const language: Language = isLanguage(named) ? named : DEFAULT_LANGUAGE;
  const addressIn = (other: Language) => (other === DEFAULT_LANGUAGE ? base : `${base}?${LANGUAGE_PARAM}=${other}`);
  const ogLocale = (other: Language) => languageLocales[other].replace('-', '_');
  const url = escapeAttribute(addressIn(language));
  return [
    `<link rel="canonical" href="${url}">`,
    `<meta property="og:url" content="${url}">`,
    `<meta property="og:locale" content="${ogLocale(language)}">`,
    ...languages
      .filter((other) => other !== language)
      .map((other) => `<meta property="og:locale:alternate" content="${ogLocale(other)}">`),
    ...languages.map(
      (other) => `<link rel="alternate" hreflang="${other}" href="${escapeAttribute(addressIn(other))}">`,
    ),
  ];
}

/**
 * Registers each venue page. Its ETag is a hash of the page's data and the build, so a settings
 * change (a new name, colour or logo) or a new booking on a shared calendar makes a new ETag and
 * the next load renders it; an unchanged page is a 304, or one render kept per ETag. Several
 * instances agree on the ETag without talking to each other.
 */
export function registerVenuePages(app: FastifyInstance, pages: readonly VenuePage[], options: VenuePagesOptions) {
  const { renderer, template, publicUrl } = options;
  const build = createHash('sha256').update(template).digest('hex');
  const cache = new Map<string, CachedPage>();
  let cachedBytes = 0;

  function remember(etag: string, page: CachedPage) {
    cache.set(etag, page);
    cachedBytes += page.html.length + page.br.length + page.gzip.length;
    for (const [oldest, old] of cache) {
      if (cache.size <= CACHE_MAX_PAGES && cachedBytes <= CACHE_MAX_BYTES) break;
      cache.delete(oldest);
      cachedBytes -= old.html.length + old.br.length + old.gzip.length;
    }
  }

  async function render(page: VenuePage, content: VenuePageContent): Promise<CachedPage> {
    const { data, imageUrl } = content;
    const rendered = await renderer.renderPage(data.url, { queryData: data.queries });
    const head = [
      ...languageHead(`${publicUrl}${data.url.split('?')[0]}`, data.url),
      imageUrl ? `<meta property="og:image" content="${escapeAttribute(imageUrl)}">` : '',
    ].join('');
    const document = renderer.pageDocument(template, rendered, data).replace('</head>', () => `${head}</head>`);
    const html = await options.firstPaint(document, options.preloadLinks(page.path, rendered.head.language));
    return {
      html,
      // Made once per change, not per load: a middling brotli level keeps a miss quick.
      br: brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6 } }),
      gzip: gzipSync(html),
    };
  }

  for (const page of pages) {
    app.get(
      page.path,
      { config: { rateLimit: { max: page.loadsPerMinute, timeWindow: '1 minute' } } },
      async (request, reply) => {
        let content: VenuePageContent | null;
        try {
          content = await page.load(request, renderer.pageQueryKeys);
        } catch (error) {
          if (!(error instanceof AppError)) request.log.error({ err: error }, `Reading ${page.path} failed`);
          content = null;
        }
        if (!content) return options.sendClientPage(request, reply);
        const etag = `"${createHash('sha256').update(build).update(JSON.stringify(content)).digest('base64url').slice(0, 32)}"`;
        // Revalidated on every load, so a changed venue shows on the next one. The language of a
        // page follows Accept-Language and the saved choice's cookie (decision 068); the ETag
        // covers it, as the rendered address names the language.
        void reply
          .header('Cache-Control', 'no-cache')
          .header('ETag', etag)
          .header('Vary', 'Accept-Encoding, Accept-Language, Cookie');
        if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();

        let cached = cache.get(etag);
        if (cached) {
          cache.delete(etag);
          cache.set(etag, cached);
        } else {
          try {
            cached = await render(page, content);
          } catch (error) {
            // The browser can still render the page itself: a failed render is logged, never a 500.
            request.log.error({ err: error }, `Rendering ${page.path} failed; sending the page unrendered`);
            void reply.removeHeader('ETag');
            return options.sendClientPage(request, reply);
          }
          remember(etag, cached);
        }
        void reply.type('text/html; charset=utf-8');
        const accepted = String(request.headers['accept-encoding'] ?? '');
        const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
        if (!encoding) return reply.send(cached.html);
        return reply.header('Content-Encoding', encoding).send(cached[encoding]);
      },
    );
  }
}

const escapeAttribute = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char);
