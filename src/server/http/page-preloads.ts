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

/**
 * index.html for each public page with `<link rel="modulepreload">` for the page's own chunks.
 * Pages are lazy-loaded, so without this the browser learns of them only after the main bundle
 * has run: one more round trip before the first paint on a phone (docs/decisions/005).
 */
export function buildPageHtml(clientDir: string): Map<string, PageHtml> {
  const pages = new Map<string, PageHtml>();
  const manifestPath = path.join(clientDir, '.vite', 'manifest.json');
  const indexPath = path.join(clientDir, 'index.html');
  if (!existsSync(manifestPath) || !existsSync(indexPath)) return pages;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const indexHtml = readFileSync(indexPath, 'utf8');

  const entryFiles = new Set(
    Object.values(manifest)
      .filter((chunk) => chunk.isEntry)
      .flatMap((chunk) => collectFiles(manifest, chunk)),
  );
  for (const [pagePath, moduleId] of Object.entries(PAGE_MODULES)) {
    const chunk = manifest[moduleId];
    if (!chunk) continue;
    const links = collectFiles(manifest, chunk)
      .filter((file) => !entryFiles.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
    const html = indexHtml.replace('</head>', `${links.join('')}</head>`);
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
