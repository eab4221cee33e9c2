import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  createAccount,
  expectFitsThePhone,
  expectNoSeriousA11yViolations,
  openRendered,
  signInByApi,
} from './support.ts';

// A new venue's days are Los Angeles days; the browser uses the same zone.
test.use({ timezoneId: 'America/Los_Angeles' });

// Sign-in (scrypt) and lazy pages take seconds on a shared two-core machine.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * A new owner (whose session the page starts with, if given: the sign-in form is another journey's) and a
 * booked wedding on Saturday 14 June 2031 at 4 PM with its total.
 */
async function seedOwnerWithWedding(page: Page | null, request: APIRequestContext, venueName: string) {
  const { email, password } = await createAccount(request, { venueName, firstName: 'Rosa' });
  const { token } = await signInByApi(request, email, password);
  const booking = await request.post('/api/bookings', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      coupleNames: 'June & Omar',
      email: 'june.omar@example.com',
      eventDate: '2031-06-14T16:00:00-07:00',
      eventType: 'Wedding',
      guestCount: 120,
      status: 'booked',
      totalAmount: '9800.00',
    },
  });
  expect(booking.status()).toBe(201);
  await page?.addInitScript((value) => window.localStorage.setItem('auth_token', value), token);
  return { token };
}

async function openShareTab(page: Page) {
  await page.goto('/calendar?month=2031-06');
  await page.getByRole('tab', { name: 'Share & Export' }).click();
  await expect(page.getByLabel('Share link')).toHaveValue(/\/shared-calendar\/[\w-]{22,}$/);
}

test("the owner copies the share link, draws its QR code and downloads June's ICS", async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await seedOwnerWithWedding(page, request, 'Share Hall');
  await openShareTab(page);

  const summary = page.getByRole('region', { name: 'Monthly Summary · June 2031' });
  await expect(summary).toContainText('Events this month1');
  await expect(summary).toContainText('Confirmed1');
  await expect(summary).toContainText('Total revenue$9,800');
  await expect(page.getByText('Authentication required')).toBeVisible();

  const shareUrl = await page.getByLabel('Share link').inputValue();
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByText('Share link has been copied to clipboard.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareUrl);

  await page.getByRole('button', { name: 'Generate QR Code' }).click();
  const qr = page.getByRole('img', { name: 'QR code of the shared calendar link' });
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download ICS' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/2031-06.*\.ics$/);
  const ics = await readFile(await download.path(), 'utf8');
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  // The names switch is off: the spec's 'Event - {eventType}'.
  expect(ics).toContain('SUMMARY:Event - Wedding\r\n');
  expect(ics).not.toContain('June & Omar');
  await expect(page.getByText('Calendar downloaded')).toBeVisible();

  // A switch saves as it flips; the link then needs no sign-in.
  await page.getByRole('switch', { name: 'Public access' }).click();
  await expect(page.getByText('Public access enabled')).toBeVisible();

  await expectNoSeriousA11yViolations(page);
});

test('a visitor in a fresh browser sees the calendar only once public access is on, names only with their switch', async ({
  browser,
  request,
}) => {
  const { token } = await seedOwnerWithWedding(null, request, 'Public Hall');
  const asOwner = { Authorization: `Bearer ${token}` };
  const share = await request.get('/api/calendar/share', { headers: asOwner });
  expect(share.status()).toBe(200);
  const { shareUrl } = (await share.json()) as { shareUrl: string };
  const setSwitches = async (settings: Record<string, boolean>) =>
    expect((await request.put('/api/calendar/share', { headers: asOwner, data: settings })).status()).toBe(200);

  // Nothing of the owner's session: a stranger's phone, in another time zone.
  const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 }, timezoneId: 'Asia/Tokyo' });
  const visitor = await visitorContext.newPage();
  await openRendered(visitor, `${new URL(shareUrl).pathname}?month=2031-06`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Authentication required' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(visitor.getByText('Wedding')).toHaveCount(0);

  await setSwitches({ publicAccess: true });
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1, name: 'Public Hall' })).toBeVisible();
  const wedding = visitor.getByRole('heading', { level: 4, name: 'Wedding' }).locator('xpath=ancestor::li[1]');
  // The venue's 4 PM on the venue's Saturday, not the visitor's Sunday morning.
  await expect(wedding).toContainText('4:00 PM');
  await expect(visitor.getByText('Saturday, June 14')).toBeVisible();
  await expect(visitor.getByText(/June & Omar/)).toHaveCount(0);
  await expect(visitor.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', /^webcal:\/\//);

  await setSwitches({ includeClientNames: true });
  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: 'June & Omar - Wedding' })).toBeVisible();
  await expect(visitor.getByText('june.omar@example.com')).toHaveCount(0);

  await expectFitsThePhone(visitor, 'the shared calendar');
  await expectNoSeriousA11yViolations(visitor);
  await visitorContext.close();
});

test('turning public access off stops the feed a visitor subscribed to, and the tab says so', async ({
  page,
  browser,
  request,
}) => {
  await seedOwnerWithWedding(page, request, 'Closing Hall');
  await openShareTab(page);
  await page.getByRole('switch', { name: 'Public access' }).click();
  await expect(page.getByText('Public access enabled')).toBeVisible();
  await expect(page.getByText('The shared page offers this address to its visitors.', { exact: false })).toBeVisible();
  const shareUrl = await page.getByLabel('Share link').inputValue();

  // A visitor of the public page takes its 'Add to calendar' address into their calendar app.
  const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const visitor = await visitorContext.newPage();
  await openRendered(visitor, `${new URL(shareUrl).pathname}?month=2031-06`);
  const webcal = await visitor.getByRole('link', { name: 'Add to calendar' }).getAttribute('href');
  const feedPath = new URL(webcal!.replace(/^webcal:/, 'http:')).pathname;
  expect((await request.get(feedPath)).status()).toBe(200);

  await page.getByRole('switch', { name: 'Public access' }).click();
  await expect(page.getByText('Public access off')).toBeVisible();
  await expect(page.getByText('the feed has a new address', { exact: false })).toBeVisible();
  await expect(page.getByText('Authentication required')).toBeVisible();
  // The address the visitor kept answers 404; the tab shows the feed's new one, which works.
  expect((await request.get(feedPath)).status()).toBe(404);
  const newWebcal = await page.getByRole('link', { name: 'Add to calendar' }).getAttribute('href');
  expect(newWebcal).not.toBe(webcal);
  expect((await request.get(new URL(newWebcal!.replace(/^webcal:/, 'http:')).pathname)).status()).toBe(200);
  await visitorContext.close();
});
