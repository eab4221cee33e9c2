import { expect, test } from '@playwright/test';
import {
  describeGrowth,
  formatRoute,
  measureRoute,
  otherLanguagesOnFirstVisit,
  readBudgets,
  readBuild,
} from '../bench/js-budget.ts';

/**
 * The gzip JavaScript of a first visit to each budgeted page, added up from the built client's
 * manifest (bench/js-budget.ts, docs/decisions/066). A page over its limit fails with the table of
 * its chunks and the modules of those that grew.
 */
const budgets = readBudgets();

for (const budget of budgets) {
  test(`a first visit to the ${budget.name} loads at most ${budget.limitKb} KB of gzip JavaScript`, () => {
    const measured = measureRoute(readBuild('dist/client'), budget);
    console.log(formatRoute(measured));
    expect(measured.totalBytes, describeGrowth(measured)).toBeLessThanOrEqual(budget.limitKb * 1024);
    // Its messages in English only; another language's load when it is chosen (docs/decisions/076).
    expect(otherLanguagesOnFirstVisit(measured)).toEqual([]);
  });
}

test('a browser on / fetches only the landing page’s budgeted scripts', async ({ page }) => {
  const landing = budgets.find((budget) => budget.path === '/')!;
  const measured = measureRoute(readBuild('dist/client'), landing);
  const fetched: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('.js')) fetched.push(pathname.slice(1));
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Nothing loaded at run time outside the manifest's count: no signed-in app, no query client.
  expect(fetched.filter((file) => !measured.chunks.some((chunk) => chunk.file === file))).toEqual([]);
});
