import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { getMonthIn } from '#shared/dates/venue-month.ts';
import { createAccount, expectNoSeriousA11yViolations, signInByApi, watchHydration } from './support.ts';

// A venue's public pages are rendered on the server with the venue in them (docs/decisions/067).
test.use({ timezoneId: 'America/Los_Angeles' });

interface Venue {
  name: string;
  slug: string;
  headers: { Authorization: string };
}

async function newVenue(request: APIRequestContext, colour: string): Promise<Venue> {
  const name = `Jardín ${randomBytes(3).toString('hex')}`;
  const { email, password } = await createAccount(request, { venueName: name });
  const { headers } = await signInByApi(request, email, password);
  await updateVenue(request, headers, { primaryColor: colour });
  const settings = await request.get('/api/settings', { headers });
  const { venue } = (await settings.json()) as { venue: { slug: string } };
  return { name, slug: venue.slug, headers };
}

async function updateVenue(request: APIRequestContext, headers: Venue['headers'], venue: object) {
  const response = await request.put('/api/settings', { headers, data: { venue } });
  expect(response.status()).toBe(200);
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("the inquiry form shows the venue's name and colour, and a settings change on the next load", async ({
    page,
  }) => {
    const venue = await newVenue(page.request, '#0F766E');
    await page.goto(`/inquire/${venue.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: venue.name })).toBeVisible();
    await expect(page).toHaveTitle(`Inquire at ${venue.name} · VenueDesk`);
    // The band across the top of the page is drawn in the venue's primary colour.
    await expect(page.locator('.bg-primary').first()).toHaveCSS('background-color', 'rgb(15, 118, 110)');
    // Nothing could send the form: it says so, and its button cannot send it with the visitor's
    // details in the address.
    await expect(page.locator('form noscript p')).toHaveText(/^Sending this form needs JavaScript\./);
    await expect(page.getByRole('button', { name: 'Send Inquiry' })).toBeDisabled();

    await updateVenue(page.request, venue.headers, { name: `${venue.name} Gardens`, primaryColor: '#9D174D' });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: `${venue.name} Gardens` })).toBeVisible();
    await expect(page.locator('.bg-primary').first()).toHaveCSS('background-color', 'rgb(157, 23, 77)');
  });
});

test.describe('with JavaScript on', () => {
  test('the inquiry form is hydrated quietly and works', async ({ page }) => {
    const venue = await newVenue(page.request, '#0F766E');
    const hydration = await watchHydration(page);
    await page.goto(`/inquire/${venue.slug}?utm_source=instagram`);
    await expect(page.getByRole('heading', { level: 1, name: venue.name })).toBeVisible();
    await hydration.expectHydratedQuietly();
    // The address keeps what the page does not read, and names the language it was rendered in
    // (docs/decisions/068).
    expect(new URL(page.url()).search).toBe('?utm_source=instagram&lang=en');
    await page.getByLabel('Full Name').fill('Ana Torres');
    await page.getByLabel('Email').fill('ana@example.com');
    await page.getByRole('button', { name: 'Send Inquiry' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you, Ana Torres!' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the shared calendar is hydrated quietly, with this month in its address, and turns its months', async ({
    page,
  }) => {
    const venue = await newVenue(page.request, '#1E3A8A');
    const slug = `calendar-${randomBytes(3).toString('hex')}`;
    const share = await page.request.put('/api/calendar/share', {
      headers: venue.headers,
      data: { publicAccess: true, slug },
    });
    expect(share.status()).toBe(200);
    const hydration = await watchHydration(page);
    // This month read before and after: the visit may cross the venue's month end.
    const before = getMonthIn('America/Los_Angeles');
    await page.goto(`/shared-calendar/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: venue.name })).toBeVisible();
    await hydration.expectHydratedQuietly();
    const month = new URL(page.url()).searchParams.get('month');
    expect([before, getMonthIn('America/Los_Angeles')]).toContain(month);
    await page.getByRole('link', { name: /^Next month/ }).click();
    await expect(page).not.toHaveURL(new RegExp(`month=${month}`));
  });
});
