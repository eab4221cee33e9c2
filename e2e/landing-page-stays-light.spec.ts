import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

/** Issue #3: a first visit to / downloads at most 110 KB of gzip JavaScript. */
const BUDGET_BYTES = 110 * 1024;

test('a first visit to / loads at most 110 KB of gzip JavaScript and none of the signed-in app', async ({
  page,
}, testInfo) => {
  const scripts: { url: string; body: Promise<Buffer> }[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) scripts.push({ url: response.url(), body: response.body() });
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Bodies arrive decoded whatever the transfer encoding; gzip each as the budget counts it.
  const sizes = await Promise.all(
    scripts.map(async (script) => ({ url: script.url, gzip: gzipSync(await script.body, { level: 9 }).length })),
  );
  const total = sizes.reduce((sum, file) => sum + file.gzip, 0);
  const report = sizes.map((file) => `${(file.gzip / 1024).toFixed(1).padStart(6)} KB  ${new URL(file.url).pathname}`);
  report.push(`${(total / 1024).toFixed(1).padStart(6)} KB  total (${sizes.length} files)`);
  console.log(`gzip JavaScript on a first visit to /:\n${report.join('\n')}`);
  testInfo.annotations.push({ type: 'gzip JS on /', description: `${(total / 1024).toFixed(1)} KB` });

  // The signed-in app's own chunks; a shared icon chunk such as calendar-check-*.js is fine.
  const signedInChunk = /\/assets\/(signed-in-app|app-shell|dashboard-page|calendar-page|booking-dialogs)-/;
  expect(sizes.map((file) => file.url).filter((url) => signedInChunk.test(url))).toEqual([]);
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
});
