import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/**
 * The client module each public page renders, as src/client/app/router.tsx maps them. A path
 * missing here still works; its chunks just load after the app starts instead of with the HTML.
 */
const PAGE_MODULES: Record<string, string> = {
  '/': 'src/client/pages/landing-page.tsx',
  '/landing': 'src/client/pages/landing-page.tsx',
  '/features': 'src/client/pages/features-page.tsx',
  '/pricing': 'src/client/pages/pricing-page.tsx',
  '/contact': 'src/client/pages/contact-page.tsx',
  '/privacy': 'src/client/pages/privacy-page.tsx',
  '/help': 'src/client/pages/help-page.tsx',
  '/login': 'src/client/pages/login-page.tsx',
  '/signup': 'src/client/pages/signup-page.tsx',
  '/forgot-password': 'src/client/pages/forgot-password-page.tsx',
};

/** The router's own chunk for the routes beyond the public pages (src/client/app/router.tsx). */
const APP_ROUTES_MODULE = 'src/client/app/app-routes.tsx';
const PAGES_IN_APP_ROUTES = new Set(['/login', '/signup', '/forgot-password']);

/** The client module of a public page, or undefined for a path this file does not name. */
export const publicPageModule = (pagePath: string): string | undefined => PAGE_MODULES[pagePath];

/** Where `npm run build` writes the pre-rendered public pages (scripts/prerender.ts), inside the client build. */
export const PRERENDERED_DIR = '.prerendered';

/** The pre-rendered HTML of a path: `/` is index.html, `/pricing` pricing.html (sent at the path, not as a file). */
export function prerenderedFile(clientDir: string, pagePath: string): string {
  return path.join(clientDir, PRERENDERED_DIR, `${pagePath === '/' ? 'index' : pagePath.slice(1)}.html`);
}

/** /landing is the landing page under a second address: it is sent /'s HTML, which names / as canonical. */
const canonicalPath = (pagePath: string) => (pagePath === '/landing' ? '/' : pagePath);

/** A page's HTML, also compressed once up front like the other assets (scripts/vite-precompress.ts). */
export interface PageHtml {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The module of each venue page the server renders per request (src/server/http/venue-pages.ts), by route. */
export const VENUE_PAGE_MODULES: Record<string, string> = {
  '/inquire/:slug': 'src/client/pages/inquire-page.tsx',
  '/shared-calendar/:id': 'src/client/pages/shared-calendar-page.tsx',
};

/**
 * The module of each venue page's messages in a language other than English, which the page
 * imports only when that language is chosen (docs/decisions/076): a page rendered in it preloads
 * that chunk with its own, so hydrating does not wait for one more round trip.
 */
export const VENUE_PAGE_MESSAGE_MODULES: Record<string, Partial<Record<string, string>>> = {
  '/inquire/:slug': { es: 'src/client/features/inquiries/inquiry-i18n.es.ts' },
  '/shared-calendar/:id': { es: 'src/client/features/calendar-share/shared-calendar-i18n.es.ts' },
};

/**
 * `<link rel="modulepreload">` tags for a client module's chunks that the entry does not load
 * anyway; null for a module the build does not know (or before a build). Pages are lazy-loaded, so without these the browser learns of
 * them only after the main bundle has run: one more round trip before the page works on a phone
 * (docs/decisions/005).
 */
export function readPreloadLinks(clientDir: string): (moduleId: string) => string[] | null {
  const manifestPath = path.join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return () => null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entryFiles = new Set(
    Object.values(manifest)
      .filter((chunk) => chunk.isEntry)
      .flatMap((chunk) => collectFiles(manifest, chunk)),
  );
  return (moduleId) => {
    const chunk = manifest[moduleId];
    if (!chunk) return null;
    return collectFiles(manifest, chunk)
      .filter((file) => !entryFiles.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  };
}

/**
 * The HTML of each public page: its pre-rendered HTML where the build made one (which names its
 * chunks itself, scripts/prerender.ts) with its canonical address, which needs the site's public
 * address; else index.html with the page's chunks preloaded.
 */
export function buildPageHtml(clientDir: string, publicUrl: string): Map<string, PageHtml> {
  const pages = new Map<string, PageHtml>();
  const indexPath = path.join(clientDir, 'index.html');
  if (!existsSync(indexPath)) return pages;
  const indexHtml = readFileSync(indexPath, 'utf8');
  const preloadLinks = readPreloadLinks(clientDir);
  for (const [pagePath, moduleId] of Object.entries(PAGE_MODULES)) {
    const pageLinks = preloadLinks(moduleId);
    if (!pageLinks) continue;
    // A page the entry's router reaches through app-routes.tsx needs that chunk first.
    const routeLinks = PAGES_IN_APP_ROUTES.has(pagePath) ? (preloadLinks(APP_ROUTES_MODULE) ?? []) : [];
    const links = [...new Set([...routeLinks, ...pageLinks])];
    const canonical = canonicalPath(pagePath);
    const prerendered = prerenderedFile(clientDir, canonical);
    const url = `${publicUrl}${canonical}`;
    const head = existsSync(prerendered)
      ? [`<link rel="canonical" href="${url}">`, `<meta property="og:url" content="${url}">`]
      : links;
    const page = existsSync(prerendered) ? readFileSync(prerendered, 'utf8') : indexHtml;
    const html = page.replace('</head>', () => `${head.join('')}</head>`);
    pages.set(pagePath, { html, br: brotliCompressSync(html), gzip: gzipSync(html) });
  }
  return pages;
}

/** The chunk's file and those of its static imports, transitively, in load order. */
function collectFiles(manifest: Manifest, chunk: ManifestChunk, seen = new Set<ManifestChunk>()): string[] {
  if (seen.has(chunk)) return [];
  seen.add(chunk);
  const imported = (chunk.imports ?? []).flatMap((key) => {
    const dependency = manifest[key];
    return dependency ? collectFiles(manifest, dependency, seen) : [];
  });
  return [chunk.file, ...imported];
}
