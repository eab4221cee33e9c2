import { expect, test, type Page } from '@playwright/test';
import {
  DEMO,
  expectFitsThePhone,
  expectNoSeriousA11yViolations,
  trackRequests,
  waitForRequestsToSettle,
} from './support.ts';

// DESIGN §5: every page works at 390 px without sideways scrolling. A table may scroll inside
// its own box; nothing may push the page itself wider than the phone.
test.use({ viewport: { width: 390, height: 844 } });

const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? DEMO.password;

async function openSignedIn(page: Page, path: string) {
  trackRequests(page);
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await waitForRequestsToSettle(page);
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
    ['/verify-email/not-a-real-verification-token', 'Link no longer valid'],
    ['/contract/not-a-real-signing-token/sign', 'Contract Not Found'],
    ['/inquire/demo-venue', /Demo venue/],
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
  for (const tab of ['Venue Info', 'Branding', 'Event Types', 'Contract Templates', 'Automations', 'Team Access']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await waitForRequestsToSettle(page);
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
  // A day whose slots are all held says so instead of offering New Booking; a free day offers it.
  const isFull = await dayList.getByText('This day is fully booked.').isVisible();
  await expect(dayList.getByRole('button', { name: 'New Booking' })).toHaveCount(isFull ? 0 : 1);
  await page.keyboard.press('Escape');
  await expect(dayList).toBeHidden();
  const freeDay = month.getByRole('button', { name: /, no bookings$/ }).last();
  const freeLabel = (await freeDay.getAttribute('aria-label')) ?? '';
  await freeDay.click();
  const freeList = page.getByRole('dialog', { name: freeLabel.split(', ').slice(0, 2).join(', ') });
  await freeList.getByRole('button', { name: 'New Booking' }).click();
  await expect(page.getByRole('dialog', { name: 'New Booking' })).toBeVisible();
});
