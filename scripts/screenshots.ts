/**
 * Full-page screenshots of the public pages at 1280 px and 390 px, from the built app
 * (`npm run build` first): `npx tsx scripts/screenshots.ts [path ...]`. Written to
 * bench/results/screenshots/; reports any page that scrolls sideways.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startBuiltApp } from '../bench/start-app.ts';

const PAGES =
  process.argv.slice(2).length > 0
    ? process.argv.slice(2)
    : ['/', '/features', '/pricing', '/contact', '/privacy', '/help', '/login', '/signup'];
const WIDTHS = [1280, 390];
const OUT_DIR = path.resolve('bench/results/screenshots');

const app = await startBuiltApp();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  await mkdir(OUT_DIR, { recursive: true });
  for (const width of WIDTHS) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    for (const pagePath of PAGES) {
      await page.goto(`${app.baseUrl}${pagePath}`, { waitUntil: 'networkidle' });
      const name = `${pagePath === '/' ? 'landing' : pagePath.slice(1).replaceAll('/', '-')}-${width}.png`;
      await page.screenshot({ path: path.join(OUT_DIR, name), fullPage: true });
      // Tall pages shrink to illegibility in an image viewer; also save them in readable parts.
      const height = await page.evaluate<number>('document.documentElement.scrollHeight');
      const partHeight = width < 768 ? 1100 : 1600;
      for (let top = 0, part = 1; top < height && height > partHeight; top += partHeight, part += 1) {
        const clip = { x: 0, y: top, width, height: Math.min(partHeight, height - top) };
        await page.screenshot({
          path: path.join(OUT_DIR, name.replace('.png', `-part${part}.png`)),
          fullPage: true,
          clip,
        });
      }
      // Strings, not functions: this script is type-checked without the DOM library.
      const overflow = await page.evaluate<number>(
        'document.documentElement.scrollWidth - document.documentElement.clientWidth',
      );
      // Content clipped by an overflow-hidden ancestor does not scroll the page but is still cut off.
      const wide = await page.evaluate<string[]>(`[...document.querySelectorAll('body *')]
        .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
        .slice(0, 3)
        .map((el) => el.tagName.toLowerCase() + '.' + [...el.classList].slice(0, 3).join('.'))`);
      const problems = [
        overflow > 0 ? `OVERFLOWS by ${overflow}px` : '',
        wide.length ? `wide: ${wide.join(', ')}` : '',
      ];
      console.log([name, ...problems.filter(Boolean)].join('  '));
    }
    if (width < 768) {
      await page.goto(`${app.baseUrl}/`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.screenshot({ path: path.join(OUT_DIR, `landing-menu-open-${width}.png`) });
      console.log(`landing-menu-open-${width}.png`);
    }
    await page.close();
  }
} finally {
  await browser.close();
  await app.stop();
}
