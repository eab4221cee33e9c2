import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Beasties from 'beasties';

/** Where the page keeps what it fetches only after its first paint; src/client/boot.ts reads it. */
const DEFERRED_ID = 'after-first-paint';
/** What boot.ts prefetches once the page has painted. */
const PREFETCH_ID = 'prefetch-after-first-paint';
const BOOT_MODULE = 'src/client/boot.ts';

const STYLESHEET = /<link\s[^>]*rel="stylesheet"[^>]*>/g;
const MODULE_PRELOAD = /<link\s[^>]*rel="modulepreload"[^>]*>/g;
const MODULE_SCRIPT = /<script\s[^>]*type="module"[^>]*><\/script>/g;

/**
 * Turns a page rendered on the server into one that paints from its HTML alone
 * (docs/decisions/068):
 * - the CSS rules its markup uses go inline into its head (Beasties), and nothing blocks the
 *   first paint: no stylesheet, no script;
 * - the stylesheet, the app's modules (the `preloads` of the page's own chunks too) and its entry
 *   script wait in `<template id="after-first-paint">`, which boot.ts adds once the page has
 *   painted;
 * - with JavaScript off, `<noscript>` brings the whole stylesheet after all.
 *
 * When the build has no boot script (a test's client directory) or its stylesheet cannot be read,
 * the page loads as any other: its stylesheet and scripts in its head, with its chunks preloaded.
 */
export function createFirstPaint(clientDir: string): (html: string, preloads?: string[]) => Promise<string> {
  const bootFile = readBootFile(clientDir);
  if (!bootFile) return async (html, preloads = []) => withPreloads(html, preloads);
  // One instance, so each stylesheet is read and parsed once. `preload: 'body'` only moves the
  // stylesheet's link, which is then taken out below.
  const beasties = new Beasties({
    path: clientDir,
    publicPath: '/',
    preload: 'body',
    noscriptFallback: false,
    pruneSource: false,
    reduceInlineStyles: false,
    logLevel: 'silent',
    // Beasties drops a selector inside :where() before matching it, so Tailwind's divide-y and
    // space-y rules (`:where(.divide-y>:not(:last-child))`) would never be inlined. They are few.
    allowRules: [/^:where\(/],
  });

  return async (page, preloads = []) => {
    const stylesheets = page.match(STYLESHEET) ?? [];
    if (stylesheets.length === 0 || !stylesheets.every((link) => stylesheetExists(clientDir, link))) {
      return withPreloads(page, preloads);
    }
    // Beasties marks <html> as where it worked; the page has no use for that.
    let html = (await beasties.process(decodeClassNames(page))).replace(' data-beasties-container', '');
    if (!html.includes('<style>')) return withPreloads(page, preloads);
    const deferred = [
      ...(html.match(STYLESHEET) ?? []),
      ...(html.match(MODULE_PRELOAD) ?? []),
      ...preloads,
      ...(html.match(MODULE_SCRIPT) ?? []),
    ];
    html = html.replace(STYLESHEET, '').replace(MODULE_PRELOAD, '').replace(MODULE_SCRIPT, '');
    const head = [
      `<noscript>${stylesheets.join('')}</noscript>`,
      // Fetched into the cache, not run, once the page has painted (boot.ts): the app starts on
      // the visitor's first touch and then finds it all there. In the head they would be
      // fetched during the load, sharing a slow connection with the page's first paint.
      `<template id="${PREFETCH_ID}">${deferred.map(prefetchLink).join('')}</template>`,
      `<template id="${DEFERRED_ID}">${deferred.join('')}</template>`,
      // Low priority: nothing on the page waits for it, and the page's own requests go first.
      `<script type="module" fetchpriority="low" src="/${bootFile}"></script>`,
    ].join('');
    return html.replace('</head>', () => `${head}</head>`);
  };
}

/**
 * Beasties matches selectors against attributes as written, entities and all, so React's
 * `[&amp;_svg]:size-4` would never match Tailwind's `.\[\&_svg\]\:size-4 svg`. Inside a double-quoted
 * class attribute, `&`, `'`, `<` and `>` may stand as they are; the browser reads the same classes.
 * An `&amp;` that would then read as another entity is left alone.
 */
function decodeClassNames(html: string): string {
  return html.replace(/ class="([^"]*)"/g, (_, names: string) => {
    const decoded = names
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;(?![a-zA-Z0-9#]+;)/g, '&');
    return ` class="${decoded}"`;
  });
}

/** `<link rel="prefetch">` for what a stylesheet link, a modulepreload or a module script loads. */
function prefetchLink(tag: string): string {
  const url = /(?:href|src)="([^"]+)"/.exec(tag)?.[1];
  // In the request mode the app's own request will have, so that the cached copy serves it.
  const crossOrigin = / crossorigin[ =>]/.test(tag) ? ' crossorigin' : '';
  return url ? `<link rel="prefetch"${crossOrigin} href="${url}">` : '';
}

const withPreloads = (html: string, preloads: string[]) => html.replace('</head>', () => `${preloads.join('')}</head>`);

function readBootFile(clientDir: string): string | null {
  const manifestPath = path.join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, { file: string } | undefined>;
  return manifest[BOOT_MODULE]?.file ?? null;
}

function stylesheetExists(clientDir: string, link: string): boolean {
  const href = /href="\/([^"]+)"/.exec(link)?.[1];
  return href !== undefined && existsSync(path.join(clientDir, href));
}
