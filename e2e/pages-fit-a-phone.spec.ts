import { expect, test, type Page } from '@playwright/test';
import { DEMO, expectNoSeriousA11yViolations } from './support.ts';

// DESIGN §5: every page works at 390 px without sideways scrolling. A table may scroll inside
// its own box; nothing may push the page itself wider than the phone.
test.use({ viewport: { width: 390, height: 844 } });

const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? DEMO.password;

/**
 * What sticks out of the phone's width: the page's own overflow, and each visible element that
 * reaches past either edge without an ancestor (inside the screen) that clips or scrolls it.
 */
async function findSidewaysOverflow(page: Page): Promise<{ pageOverflow: number; offenders: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const isInside = (rect: DOMRect) => rect.left >= -1 && rect.right <= width + 1;
    const offenders: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const rect = element.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1 || isInside(rect)) continue;
      let clipped = false;
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible' && isInside(parent.getBoundingClientRect())) {
          clipped = true;
          break;
        }
      }
      if (clipped) continue;
      const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].slice(0, 4).join('.')}`;
      offenders.push(
        `${name} [${Math.round(rect.left)}, ${Math.round(rect.right)}] "${element.innerText?.slice(0, 40) ?? ''}"`,
      );
    }
    // A dialog scrolls inside itself, so what is too wide there is cut off rather than scrolling the page.
    for (const dialog of Array.from(document.querySelectorAll<HTMLElement>('[role="dialog"]'))) {
      if (dialog.scrollWidth > dialog.clientWidth + 1) offenders.push(`dialog "${dialog.innerText.slice(0, 40)}"`);
    }
    return { pageOverflow: root.scrollWidth - width, offenders: offenders.slice(0, 10) };
  });
}

async function expectFitsThePhone(page: Page, what: string) {
  // Animations (dialogs, tabs) end before the page is measured.
  await page.waitForTimeout(250);
  const { pageOverflow, offenders } = await findSidewaysOverflow(page);
  expect({ pageOverflow, offenders }, `${what} is wider than the phone`).toEqual({ pageOverflow: 0, offenders: [] });
  await page.evaluate(() => window.scrollTo(500, window.scrollY));
  expect(await page.evaluate(() => window.scrollX), `${what} scrolls sideways`).toBe(0);
}

async function openSignedIn(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test('no public page is wider than a phone', async ({ page }) => {
  const pages: [string, string | RegExp][] = [
    ['/', /./],
    ['/landing', /./],
    ['/login', 'Sign In'],
    ['/signup', 'Create Your Account'],
    ['/pricing', /./],
    ['/contact', /./],
    ['/privacy', /./],
    ['/help', /./],
    ['/features', /./],
    ['/no-such-page', /./],
    ['/accept-invite/not-a-real-invitation-token', 'Invitation not found'],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectFitsThePhone(page, path);
  }
});

test('no signed-in page is wider than a phone', async ({ page }) => {
  test.setTimeout(90_000);
  const login = await page.request.post('/api/auth/login', {
    data: { email: DEMO.owner, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  await page.addInitScript((value) => window.localStorage.setItem('auth_token', value), token);

  for (const path of ['/dashboard', '/leads', '/contracts', '/payments', '/client-portal', '/optimization']) {
    await openSignedIn(page, path);
    await expectFitsThePhone(page, path);
  }

  await openSignedIn(page, '/calendar');
  await expectFitsThePhone(page, '/calendar (month)');
  await page.getByRole('tab', { name: 'Drag & Drop' }).click();
  await expect(page.getByRole('table', { name: /^Drag and drop bookings in/ })).toBeVisible();
  await expectFitsThePhone(page, '/calendar (Drag & Drop tab)');
  for (const tab of ['Heat Map', 'AI Recommendations', 'Share & Export']) {
    await page.getByRole('tab', { name: tab }).click();
    await expectFitsThePhone(page, `/calendar (${tab} tab)`);
  }
  const firstDay = page
    .getByRole('table', { name: /^Bookings in/ })
    .getByRole('button')
    .first();
  await firstDay.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectFitsThePhone(page, "/calendar (a day's bookings)");
  await page.keyboard.press('Escape');
  for (const view of ['Week', 'Day']) {
    await page.getByRole('button', { name: view, exact: true }).click();
    await expectFitsThePhone(page, `/calendar (${view} view)`);
  }

  await openSignedIn(page, '/settings');
  for (const tab of ['Venue Info', 'Branding', 'Event Types', 'Contract Templates', 'Team Access']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await page.waitForLoadState('networkidle');
    await expectFitsThePhone(page, `/settings (${tab})`);
  }
});

test('the phone month shows every weekday, and a tapped day lists its bookings', async ({ page }) => {
  const login = await page.request.post('/api/auth/login', {
    data: { email: DEMO.owner, password: DEMO_PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  await page.addInitScript((value) => window.localStorage.setItem('auth_token', value), token);
  await openSignedIn(page, '/calendar');

  const month = page.getByRole('table', { name: /^Bookings in/ });
  for (const day of ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'])
    await expect(month.getByRole('columnheader', { name: day })).toBeInViewport();
  await expectNoSeriousA11yViolations(page);
  const busyDay = month.getByRole('button', { name: /, \d+ bookings?(,|$)/ }).first();
  const label = (await busyDay.getAttribute('aria-label')) ?? '';
  await busyDay.click();
  const dayList = page.getByRole('dialog', { name: label.split(', ').slice(0, 2).join(', ') });
  await expect(dayList).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dayList.getByRole('list').getByRole('button').first().click();
  await expect(page.getByRole('dialog', { name: 'Booking Details' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Booking Details' }).getByLabel('Move to date')).toBeVisible();
  await page.getByRole('dialog', { name: 'Booking Details' }).getByRole('button', { name: 'Close' }).first().click();
  await dayList.getByRole('button', { name: 'New Booking' }).click();
  await expect(page.getByRole('dialog', { name: 'New Booking' })).toBeVisible();
});
