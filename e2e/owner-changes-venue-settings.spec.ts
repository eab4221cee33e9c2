import { expect, test, type Page } from '@playwright/test';
import {
  createAccount,
  DEMO,
  expectNoSeriousA11yViolations,
  signInByApi,
  signInThroughForm,
  trackRequests,
  waitForRequestsToSettle,
} from './support.ts';

// A new venue counts its days in America/Los_Angeles; the browser does too, so the day typed
// into New Booking is the day the server checks against the blackout dates.
test.use({ timezoneId: 'America/Los_Angeles' });

const COORDINATOR_EMAIL = 'coordinator@demo-venue.example';
const SHOTS = process.env.SETTINGS_SHOTS_DIR;
const LOGO_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="180" height="48" viewBox="0 0 180 48">' +
    '<rect width="48" height="48" rx="10" fill="#1E3A8A"/><circle cx="24" cy="24" r="12" fill="#FBBF24"/>' +
    '<text x="58" y="32" font-family="Georgia" font-size="22" fill="#1E3A8A">Orchard</text></svg>',
);

async function signInAsNewOwner(page: Page, venueName: string): Promise<void> {
  const { email, password } = await createAccount(page.request, { venueName, firstName: 'Rosa' });
  await signInThroughForm(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function openSettings(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByLabel('Venue Name')).toBeVisible();
}

async function save(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
}

/** 'YYYY-MM-DD' for the day `days` from today in Los Angeles, and its long form as the server writes it. */
function dayAhead(days: number): { key: string; long: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Los_Angeles',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  const date = new Date(`${parts}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  const key = date.toISOString().slice(0, 10);
  const long = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
  return { key, long };
}

test('an owner renames the venue and the shell shows the new name, after a reload too', async ({ page }) => {
  await signInAsNewOwner(page, 'Rose Garden Hall');
  const sidebar = page.getByRole('complementary');
  await expect(sidebar.getByText('Rose Garden Hall')).toBeVisible();
  await openSettings(page);
  await expect(page.getByLabel('Venue Name')).toHaveValue('Rose Garden Hall');

  await page.getByLabel('Venue Name').fill('The Orchard Barn');
  await page.getByLabel('Max Capacity').fill('180');
  await save(page);
  await expect(sidebar.getByText('The Orchard Barn')).toBeVisible();
  await expect(sidebar.getByText('Rose Garden Hall')).toHaveCount(0);

  await page.reload();
  await expect(page.getByLabel('Venue Name')).toHaveValue('The Orchard Barn');
  await expect(page.getByLabel('Max Capacity')).toHaveValue('180');
  await expect(sidebar.getByText('The Orchard Barn')).toBeVisible();
});

test('a refused save names the problem on its field', async ({ page }) => {
  await signInAsNewOwner(page, 'Checked Hall');
  await openSettings(page);
  await page.getByLabel('Website').fill('not a website');
  await page.getByRole('tab', { name: 'Event Types' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  // The form checks with the server's own rule and opens the tab that holds the problem.
  await expect(page.getByRole('tab', { name: 'Venue Info' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Enter a website address such as https://example.com')).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/1280-field-error.png` });
  await expect(page.getByText('Settings saved')).toHaveCount(0);
});

test('a new event type is offered in New Booking', async ({ page }) => {
  await signInAsNewOwner(page, 'Event Type Hall');
  await openSettings(page);
  await page.getByRole('tab', { name: 'Event Types' }).click();
  const types = page.getByRole('list', { name: 'Event types' });
  await expect(types.getByRole('listitem')).toHaveText([
    'Reception',
    'Ceremony + Reception',
    'Rehearsal Dinner',
    'Private Party',
    'Anniversary Party',
  ]);

  const input = page.getByLabel('New event type');
  await input.fill('reception');
  await input.press('Enter');
  await expect(page.getByText('"reception" is already in the list')).toBeVisible();
  await input.fill('  Garden Ceremony ');
  await input.press('Enter');
  await expect(types.getByRole('listitem').last()).toHaveText('Garden Ceremony');
  await expect(page.getByText('Settings saved')).toHaveCount(0);
  await save(page);

  await page.getByRole('banner').getByRole('button', { name: 'New Booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Booking' });
  await dialog.getByLabel('Event Type').click();
  await page.getByRole('option', { name: 'Garden Ceremony' }).click();
  await expect(dialog.getByLabel('Event Type')).toHaveText('Garden Ceremony');
  await expect(dialog.getByText("One of your venue's own event types.")).toBeVisible();
});

test('a booking on a blackout date is refused with the date named', async ({ page }) => {
  const blackout = dayAhead(60);
  await signInAsNewOwner(page, 'Blackout Hall');
  await openSettings(page);
  await page.getByRole('tab', { name: 'Event Types' }).click();
  await page.getByLabel('Add a blackout date').fill(blackout.key);
  await page.getByRole('button', { name: 'Add blackout date' }).click();
  await expect(page.getByRole('list', { name: 'Blackout dates' }).getByRole('listitem')).toHaveCount(1);
  await save(page);

  await page.getByRole('banner').getByRole('button', { name: 'New Booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Booking' });
  await dialog.getByLabel('Couple Names').fill('Sarah & Michael');
  await dialog.getByLabel('Event Date').fill(`${blackout.key}T12:00`);
  await dialog.getByLabel('Email').fill('sarah@example.com');
  await dialog.getByRole('button', { name: 'Create Booking' }).click();
  await expect(page.getByText('Error', { exact: true })).toBeVisible();
  await expect(page.getByText(`${blackout.long} is a blackout date`)).toBeVisible();
  await expect(dialog).toBeVisible();

  // The calendar marks the day, so nobody tries it again.
  await page.goto(`/calendar?month=${blackout.key.slice(0, 7)}`);
  const monthGrid = page.getByRole('table', { name: /^Bookings in / });
  await expect(monthGrid.locator(`td[data-day="${blackout.key}"]`)).toContainText('Blackout date');
});

test('lowering the daily limit keeps the bookings and lists the days now over it', async ({ page }) => {
  const { email, password } = await createAccount(page.request, { venueName: 'Busy Hall', firstName: 'Rosa' });
  const { headers } = await signInByApi(page.request, email, password);
  const busyDay = dayAhead(45);
  const raise = await page.request.put('/api/settings', { headers, data: { availability: { maxBookingsPerDay: 2 } } });
  expect(raise.status()).toBe(200);
  for (const coupleNames of ['Sarah & Michael', 'Ana & Luis']) {
    const booking = await page.request.post('/api/bookings', {
      headers,
      data: {
        coupleNames,
        email: 'couple@example.com',
        eventDate: new Date(`${busyDay.key}T12:00:00-07:00`).toISOString(),
      },
    });
    expect(booking.status()).toBe(201);
  }

  await signInThroughForm(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await openSettings(page);
  await page.getByRole('tab', { name: 'Event Types' }).click();
  await expect(page.getByLabel('Max Bookings per Day')).toHaveValue('2');
  await page.getByLabel('Max Bookings per Day').fill('1');
  await save(page);
  const notice = page.getByRole('status').filter({ hasText: 'more bookings than the limit of 1 per day' });
  await expect(notice).toContainText('They keep their bookings');
  await expect(notice).toContainText(`${busyDay.long}: 2 bookings`);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/1280-overfull.png`, fullPage: true });
});

test('an owner brands the venue with a logo and colours', async ({ page }) => {
  await signInAsNewOwner(page, 'Branded Hall');
  await openSettings(page);
  await page.getByRole('tab', { name: 'Branding' }).click();
  await page.getByLabel('Upload logo').setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: LOGO_SVG });
  await expect(page.getByRole('img', { name: 'Venue logo preview' })).toBeVisible();
  await page.getByLabel('Primary Colour', { exact: true }).fill('#1E3A8A');
  await page.getByLabel('Secondary Colour', { exact: true }).fill('#7C2D12');
  await save(page);

  await expect(page.getByRole('complementary').getByTestId('venue-logo')).toBeVisible();
  const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--primary'));
  expect(primary.trim()).toBe('#1E3A8A');
  // The active menu item is drawn in the primary colour, with white text on this dark blue.
  const activeLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' });
  await expect(activeLink).toHaveCSS('background-color', 'rgb(30, 58, 138)');
  await expect(activeLink).toHaveCSS('color', 'rgb(255, 255, 255)');
  // Secondary text, such as the role under the user's name, takes the secondary colour.
  await expect(page.getByRole('complementary').getByText('Owner', { exact: true })).toHaveCSS(
    'color',
    'rgb(124, 45, 18)',
  );
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/1280-branded.png`, fullPage: true });

  // The inquiry form shows the SVG logo from its own address (served in a sandbox), drawn.
  const slug = await page.evaluate(async () => {
    const headers = { Authorization: `Bearer ${localStorage.getItem('auth_token')}` };
    return ((await (await fetch('/api/settings', { headers })).json()) as { venue: { slug: string } }).venue.slug;
  });
  await page.goto(`/inquire/${slug}`);
  const logo = page.locator('header img').first();
  await expect(logo).toHaveAttribute('src', new RegExp(`^/api/public/venues/${slug}/logo\\?v=\\w+$`));
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(180);
});

test('a coordinator sees the settings read-only', async ({ page }) => {
  await signInThroughForm(page, COORDINATOR_EMAIL, DEMO.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await openSettings(page);
  await expect(page.getByText('Only owners and managers can change settings.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
  await expect(page.getByLabel('Venue Name')).toBeDisabled();
  await page.getByRole('tab', { name: 'Event Types' }).click();
  await expect(page.getByRole('switch', { name: 'Monday' })).toBeDisabled();
  await expect(page.getByLabel('New event type')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/1280-coordinator.png`, fullPage: true });
});

for (const width of [1280, 390]) {
  test(`every settings tab passes axe at ${width} px`, async ({ page }) => {
    // Six axe runs: 45-51 s for five on a loaded 2-core machine (load 12), past the default 30 s.
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height: 900 });
    trackRequests(page);
    await signInThroughForm(page, DEMO.owner, DEMO.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/settings');
    await expect(page.getByLabel('Venue Name')).toBeVisible();
    for (const tab of [
      'Venue Info',
      'Branding',
      'Event Types',
      'Contract Templates',
      'Automations',
      'Team Access',
      'Email',
    ]) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      if (tab === 'Contract Templates') {
        await expect(page.getByRole('list', { name: 'Contract templates' })).toBeVisible();
      }
      if (tab === 'Email') await expect(page.getByRole('list', { name: 'Email' })).toBeVisible();
      await waitForRequestsToSettle(page);
      await expectNoSeriousA11yViolations(page);
      if (SHOTS) {
        await page.screenshot({ path: `${SHOTS}/${width}-${tab.toLowerCase().replace(' ', '-')}.png`, fullPage: true });
      }
    }
  });
}
