import { expect, test, type Page } from '@playwright/test';
import { createAccount, signInByApi } from './support.ts';

// A page the server rendered runs no app code until the visitor touches it; what they do before
// the app has the page is handed to it (src/client/boot.ts, docs/decisions/077).

const isHydrated = (page: Page) =>
  page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__react')));

/** Holds the app's entry script until `release` is called: the app cannot take the page before. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.use({ viewport: { width: 390, height: 844 } });

test('the landing page runs nothing until touched, and a tap on its menu made before the app has it is answered', async ({
  page,
}) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // Fetched into the cache, not run, and only once the page has painted: fetched during the
  // load, it would share a slow connection with the first paint.
  const { prefetchedAt, paintedAt } = await page.evaluate(() => ({
    prefetchedAt: performance
      .getEntriesByType('resource')
      .find(
        (r) => /\/assets\/index-[\w-]+\.js$/.test(r.name) && (r as PerformanceResourceTiming).initiatorType === 'link',
      )?.startTime,
    paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
  }));
  expect(prefetchedAt).toBeDefined();
  expect(paintedAt).toBeDefined();
  expect(prefetchedAt!).toBeGreaterThan(paintedAt!);
  expect(await isHydrated(page)).toBe(false);

  const release = await holdTheApp(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  // Held: nothing answers the tap yet, and it does not get lost.
  await expect(page.getByRole('navigation', { name: 'Menu' })).toBeHidden();
  release();
  await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
  expect(await isHydrated(page)).toBe(true);
});

test('a search typed on the help page before the app has it is searched once it has', async ({ page }) => {
  const release = await holdTheApp(page);
  await page.goto('/help');
  // A controlled field: React would keep its empty state over the typed text without the hand-over.
  await page.getByLabel('Search help articles').fill('deposit');
  expect(await isHydrated(page)).toBe(false);
  release();
  await expect(page.getByText(/^(\d+ topics? and )?\d+ questions? found$/)).toBeVisible();
  await expect(page.getByLabel('Search help articles')).toHaveValue('deposit');
});

test('an FAQ answer opened on the help page before the app has it is open once it has, not closed again', async ({
  page,
}) => {
  const release = await holdTheApp(page);
  await page.goto('/help');
  // A native <details>: boot.ts holds the tap until the app has the page, then replays it once.
  await page.locator('summary', { hasText: 'How do I set up my venue?' }).click();
  expect(await isHydrated(page)).toBe(false);
  release();
  await expect.poll(() => isHydrated(page)).toBe(true);
  await expect(page.getByText(/add your event types, availability and contract templates/)).toBeVisible();
  await expect(page.locator('details[open]')).toHaveCount(1);
});

test('text typed into the inquiry form before the app has it is kept and sent', async ({ page, request }) => {
  const venueName = `Quinta ${Date.now()}`;
  const { email } = await createAccount(request, { venueName });
  const { headers } = await signInByApi(request, email);
  const { venue } = (await (await request.get('/api/settings', { headers })).json()) as { venue: { slug: string } };

  const release = await holdTheApp(page);
  await page.goto(`/inquire/${venue.slug}`);
  await page.getByLabel('Full Name').fill('Lucía Romero');
  await page.getByLabel('Email').fill('lucia@example.com');
  expect(await isHydrated(page)).toBe(false);
  release();
  await expect.poll(() => isHydrated(page)).toBe(true);
  await expect(page.getByLabel('Full Name')).toHaveValue('Lucía Romero');
  await page.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you, Lucía Romero!' })).toBeVisible();
});

test('a signed-in visitor is taken from the landing page to the app without touching it', async ({ page, request }) => {
  const { email } = await createAccount(request, { venueName: `Salón ${Date.now()}` });
  const { token } = await signInByApi(request, email);
  await page.addInitScript((value) => localStorage.setItem('auth_token', value), token);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
});
