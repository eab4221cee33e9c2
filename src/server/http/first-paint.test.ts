import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFirstPaint } from './first-paint.ts';

const CSS = [
  '.used{color:red}.unused{color:blue}',
  '@media (min-width:48rem){.md\\:used{display:flex}.md\\:unused{display:grid}}',
  // A Tailwind arbitrary variant, whose class name React writes with entities.
  ':where(.divide-y>:not(:last-child)){border-bottom-width:1px}',
  ".\\[\\&_svg\\:not\\(\\[class\\*\\=\\'size-\\'\\]\\)\\]\\:size-4 svg:not([class*=size-]){width:1rem}",
].join('');
const PAGE = [
  '<!doctype html><html lang="en"><head><title>Pricing</title>',
  '<script type="module" crossorigin src="/assets/index-1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-2.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-3.css">',
  '</head><body><div id="root"><h1 class="used md:used">Pricing</h1>',
  '<a class="[&amp;_svg:not([class*=&#x27;size-&#x27;])]:size-4" href="/"><svg></svg></a></div>',
  '<script type="application/json" id="page-data">{"url":"/pricing"}</script></body></html>',
].join('');
const PAGE_PRELOAD = '<link rel="modulepreload" crossorigin href="/assets/pricing-4.js">';

const dirs: string[] = [];
function clientDir(manifest: object): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'venuedesk-first-paint-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, '.vite'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(path.join(dir, 'assets', 'index-3.css'), CSS);
  return dir;
}
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const withBoot = { 'src/client/boot.ts': { file: 'assets/boot-5.js', isEntry: true } };
/** The page with the template's and noscript's contents taken out: what loads before the first paint. */
const outsideDeferred = (html: string) =>
  html.replace(/<template id="[\w-]+">.*?<\/template>/gs, '').replace(/<noscript>.*?<\/noscript>/s, '');

describe('a rendered page made to paint before any script', () => {
  it('inlines the CSS its markup uses, and only that', async () => {
    const html = await createFirstPaint(clientDir(withBoot))(PAGE, [PAGE_PRELOAD]);
    const inline = /<style>(.*?)<\/style>/s.exec(html)?.[1] ?? '';
    expect(inline).toContain('.used{color:red}');
    expect(inline).toMatch(/@media \(min-width: ?48rem\) ?\{\.md\\:used\{display:flex\}\}/);
    expect(inline).not.toContain('unused');
    expect(inline).toContain('svg:not([class*=size-]){width:1rem}');
    expect(inline).toContain(':where(.divide-y>:not(:last-child)){border-bottom-width:1px}');
  });

  it('sets the stylesheet, the modules and the entry aside, prefetched, the entry last', async () => {
    const html = await createFirstPaint(clientDir(withBoot))(PAGE, [PAGE_PRELOAD]);
    const before = outsideDeferred(html);
    expect(before).not.toContain('rel="stylesheet"');
    expect(before).not.toContain('modulepreload');
    expect(before.match(/<script type="module"[^>]*>/g)).toEqual([
      '<script type="module" fetchpriority="low" src="/assets/boot-5.js">',
    ]);
    expect(/<template id="after-first-paint">(.*?)<\/template>/s.exec(html)?.[1]).toBe(
      [
        '<link rel="stylesheet" crossorigin href="/assets/index-3.css">',
        '<link rel="modulepreload" crossorigin href="/assets/react-2.js">',
        PAGE_PRELOAD,
        '<script type="module" crossorigin src="/assets/index-1.js"></script>',
      ].join(''),
    );
    // What the template holds is fetched into the cache, not run, so the app starts quickly on
    // the visitor's first touch; fetched only once the page has painted (src/client/boot.ts).
    expect(before).not.toContain('prefetch');
    const prefetches = /<template id="prefetch-after-first-paint">(.*?)<\/template>/s.exec(html)?.[1] ?? '';
    expect(prefetches.match(/<link rel="prefetch"[^>]*>/g)).toEqual([
      '<link rel="prefetch" crossorigin href="/assets/index-3.css">',
      '<link rel="prefetch" crossorigin href="/assets/react-2.js">',
      '<link rel="prefetch" crossorigin href="/assets/pricing-4.js">',
      '<link rel="prefetch" crossorigin href="/assets/index-1.js">',
    ]);
    // With JavaScript off the template never opens; the whole stylesheet still comes.
    expect(html).toContain('<noscript><link rel="stylesheet" crossorigin href="/assets/index-3.css"></noscript>');
    expect(before).toContain('<script type="application/json" id="page-data">{"url":"/pricing"}</script>');
    expect(html).toContain('<div id="root"><h1 class="used md:used">Pricing</h1>');
    // The same classes, written without entities where HTML allows it.
    expect(html).toContain(`<a class="[&_svg:not([class*='size-'])]:size-4" href="/">`);
  });

  it('leaves a page as it was, its chunks preloaded, when the build has no boot script', async () => {
    const html = await createFirstPaint(clientDir({}))(PAGE, [PAGE_PRELOAD]);
    expect(html).toBe(PAGE.replace('</head>', `${PAGE_PRELOAD}</head>`));
  });

  it('leaves a page as it was when its stylesheet is not in the build', async () => {
    const page = PAGE.replace('index-3.css', 'index-9.css');
    expect(await createFirstPaint(clientDir(withBoot))(page)).toBe(page);
  });
});
