import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { openRendered, watchHydration } from './support.ts';

/** The pre-rendered public pages (scripts/prerender.ts), their headings and a link each follows. */
const pages = [
  { path: '/', heading: 'Book more events. Stress less.', link: 'Pricing', next: 'Simple, transparent pricing' },
  {
    path: '/features',
    heading: 'Every tool your venue needs, working together',
    link: 'Help',
    next: 'How can we help?',
  },
  { path: '/pricing', heading: 'Simple, transparent pricing', link: 'Contact Sales', next: 'Get in touch' },
  { path: '/help', heading: 'How can we help?', link: 'Contact', next: 'Get in touch' },
  { path: '/contact', heading: 'Get in touch', link: 'Privacy', next: 'Privacy Policy' },
  {
    path: '/privacy',
    heading: 'Privacy Policy',
    link: 'Features',
    next: 'Every tool your venue needs, working together',
  },
];

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

test.describe('the build', () => {
  for (const { path, heading: name } of pages) {
    test(`writes ${path}'s heading into its HTML file`, () => {
      const file = `dist/client/.prerendered/${path === '/' ? 'index' : path.slice(1)}.html`;
      const root = /<div id="root">(.*)<\/div>/s.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
      const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(root)?.[1] ?? '';
      expect(h1.replace(/<[^>]+>/g, '')).toBe(name);
    });
  }
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading: name, link, next } of pages) {
    test(`${path} shows its heading, styled, and its links navigate`, async ({ page }) => {
      await page.goto(path);
      await expect(heading(page, name)).toBeVisible();
      // The stylesheet is in the head: Tailwind's bold heading, not the browser's default h1.
      await expect(heading(page, name)).toHaveCSS('letter-spacing', /^-/);
      await page.getByRole('link', { name: link, exact: true }).first().click();
      await expect(heading(page, next)).toBeVisible();
    });
  }

  test('the help page: an FAQ answer opens, and the search, hidden, says it needs JavaScript', async ({ page }) => {
    await page.goto('/help');
    const answer = page.getByText(/add your event types, availability and contract templates/);
    await expect(answer).toBeHidden();
    await page.locator('summary', { hasText: 'How do I set up my venue?' }).click();
    await expect(answer).toBeVisible();
    // One open at a time: the browser closes the other answers of the same name.
    await page.locator('summary', { hasText: 'How do I reschedule an event?' }).click();
    await expect(page.getByText(/drag the booking to its new date/)).toBeVisible();
    await expect(answer).toBeHidden();

    // A field that would reload the page with nothing found is not shown; a note says why.
    await expect(page.getByRole('searchbox')).toBeHidden();
    const note = page.locator('main noscript p');
    await expect(note).toBeVisible();
    await expect(note).toHaveText('Searching needs JavaScript. Every answer is below: open a question to read it.');
  });

  test('on a phone the menu shows its links, and they navigate', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    // A toggle that needs the app is not shown; the menu is, open.
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    for (const name of ['Pricing', 'Contact', 'Help', 'Sign In'])
      await expect(menu.getByRole('link', { name })).toBeVisible();
    await menu.getByRole('link', { name: 'Help' }).click();
    await expect(heading(page, 'How can we help?')).toBeVisible();
  });

  test('on a wide screen the menu stays folded away: the header has the links', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Menu' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Pricing' })).toBeVisible();
  });

  test('the pricing page shows the monthly price without its switch, and says what annual costs', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('group', { name: 'Billing period' })).toBeHidden();
    await expect(page.getByTestId('plan-price')).toHaveText('$199');
    await expect(page.locator('main noscript p')).toHaveText('Billed annually, it is $160 a month: save 20%.');
  });

  test('the contact form says it needs JavaScript and cannot be sent', async ({ page }) => {
    await page.goto('/contact');
    // By CSS: Playwright's text search skips whatever is inside <noscript>.
    const note = page.locator('form noscript p');
    await expect(note).toBeVisible();
    await expect(note).toHaveText(/^Sending this form needs JavaScript\./);
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeDisabled();
  });
});

test.describe('with JavaScript on', () => {
  for (const { path, heading: name } of pages) {
    test(`${path} is hydrated: its HTML is kept, and React reports nothing`, async ({ page }) => {
      const hydration = await watchHydration(page);
      await page.goto(path);
      await expect(heading(page, name)).toBeVisible();
      await hydration.expectHydratedQuietly();
    });
  }

  test('what JavaScript off shows instead stays out of sight: the menu folded, the search and switch there', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openRendered(page, '/');
    await expect(page.getByRole('navigation', { name: 'Menu' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await openRendered(page, '/help');
    await expect(page.getByRole('searchbox', { name: 'Search help articles' })).toBeVisible();
    await expect(page.locator('main noscript p')).toBeHidden();
    await openRendered(page, '/pricing');
    await expect(page.getByRole('group', { name: 'Billing period' })).toBeVisible();
  });

  test('the contact form can be sent once the visitor has touched the page and it has hydrated', async ({ page }) => {
    await openRendered(page, '/contact');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });
});

/** Where each element of the page sits, rounded to the pixel: the page's layout as a list. */
const layoutOf = (page: Page) =>
  page.locator('#root').evaluate((root) =>
    [...root.querySelectorAll('*')].map((element) => {
      const box = element.getBoundingClientRect();
      const [x, y, width, height] = [box.x, box.y, box.width, box.height].map(Math.round);
      return `${element.tagName.toLowerCase()} ${x},${y} ${width}×${height}`;
    }),
  );

// The first paint uses only the CSS inlined into the page (src/server/http/first-paint.ts): a rule
// it missed would show as an element out of place until the stylesheet arrives.
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`at first paint, before any stylesheet or script, each page is laid out at ${viewport.width} px as it is once hydrated`, async ({
    browser,
  }) => {
    const bare = await browser.newPage({ viewport });
    await bare.route(/\/assets\/.+\.(css|js)$/, (route) => route.abort());
    const hydrated = await browser.newPage({ viewport });
    for (const { path } of pages) {
      await bare.goto(path);
      await openRendered(hydrated, path);
      const [before, after] = [await layoutOf(bare), await layoutOf(hydrated)];
      const moved = before.flatMap((box, i) => (box === after[i] ? [] : [`${box} → ${after[i]}`]));
      expect.soft(moved.slice(0, 5), path).toEqual([]);
      expect.soft(before.length, path).toBe(after.length);
    }
    await bare.close();
    await hydrated.close();
  });
}
