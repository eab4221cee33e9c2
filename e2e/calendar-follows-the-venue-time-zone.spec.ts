import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { createAccount, expectNoSeriousA11yViolations, signInByApi, signInThroughForm } from './support.ts';

// Issue #4: a new venue is in America/Los_Angeles; the browser here is in Tokyo, 16 or 17 hours
// ahead. The calendar must draw and create the venue's days, not the browser's.
test.use({ timezoneId: 'Asia/Tokyo' });

const venueZone = 'America/Los_Angeles';

/** An instant as the venue's wall time, `yyyy-MM-dd HH:mm`, worked out here in Node, not in the page. */
function venueWallTime(instant: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: venueZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(instant));
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

async function signInAsNewOwner(page: Page, request: APIRequestContext): Promise<string> {
  const { email, password } = await createAccount(request, { venueName: 'Pacific Hall', firstName: 'Rosa' });
  await signInThroughForm(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  return (await signInByApi(request, email, password)).token;
}

async function getEventDate(request: APIRequestContext, token: string, id: number): Promise<string> {
  const response = await request.get(`/api/bookings/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { eventDate: string }).eventDate;
}

const monthGrid = (page: Page, month: string) => page.getByRole('table', { name: `Bookings in ${month}`, exact: true });
const dayCell = (table: Locator, longDate: string) => table.getByRole('cell', { name: new RegExp(longDate) });
const countBadge = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('status')
    .filter({ hasText: /^\d+ bookings?$/ });

test('a click on a day books that venue day, seen from a browser in Tokyo', async ({ page, request }) => {
  const token = await signInAsNewOwner(page, request);

  // The header's New Booking opens on today at the venue, at noon venue time.
  // Today read before and after: the click may come on either side of the venue's midnight.
  const venueToday = () => `${venueWallTime(new Date().toISOString()).slice(0, 10)}T12:00`;
  const before = venueToday();
  await page.getByRole('banner').getByRole('button', { name: 'New Booking' }).click();
  const newBookingDate = page.getByRole('dialog', { name: 'New Booking' }).getByLabel('Event Date');
  await expect(newBookingDate).toHaveValue(/T12:00$/);
  expect([before, venueToday()]).toContain(await newBookingDate.inputValue());
  await page.keyboard.press('Escape');

  await page.goto('/calendar?month=2031-06');
  await expect(page.getByRole('heading', { name: 'June 2031', exact: true })).toBeVisible();
  await expect(page.getByText(`Times in ${venueZone}`)).toBeVisible();
  const grid = monthGrid(page, 'June 2031');
  // June 2031 starts on a Sunday at the venue (and in Tokyo): no days of May lead.
  await expect(grid.locator('td').first()).toHaveAttribute('data-day', '2031-06-01');

  await grid.getByRole('button', { name: 'New booking on Saturday, June 14, 2031' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Booking' });
  await expect(dialog.getByLabel('Event Date')).toHaveValue('2031-06-14T12:00');
  await expect(dialog.getByText(`Venue time (${venueZone})`)).toBeVisible();
  await dialog.getByLabel('Couple Names').fill('Late & Night');
  await dialog.getByLabel('Email').fill('late@example.com');
  // 23:30 at the venue is already the 15th in UTC and in Tokyo.
  await dialog.getByLabel('Event Date').fill('2031-06-14T23:30');
  const [created] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/bookings') && r.request().method() === 'POST'),
    dialog.getByRole('button', { name: 'Create Booking' }).click(),
  ]);
  expect(created.status()).toBe(201);
  const lateId = ((await created.json()) as { id: number }).id;
  await expect(dialog).toBeHidden();
  await expect(dayCell(grid, 'Saturday, June 14, 2031')).toContainText('Late & Night');
  await expect(dayCell(grid, 'Sunday, June 15, 2031')).not.toContainText('Late & Night');

  const lateDate = await getEventDate(request, token, lateId);
  expect(lateDate).toBe('2031-06-15T06:30:00.000Z');
  expect(venueWallTime(lateDate)).toBe('2031-06-14 23:30');

  // The default noon of a clicked day is noon at the venue.
  await grid.getByRole('button', { name: 'New booking on Saturday, June 21, 2031' }).click();
  await dialog.getByLabel('Couple Names').fill('Ana & Luis');
  await dialog.getByLabel('Email').fill('ana@example.com');
  const [second] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/bookings') && r.request().method() === 'POST'),
    dialog.getByRole('button', { name: 'Create Booking' }).click(),
  ]);
  const noonDate = await getEventDate(request, token, ((await second.json()) as { id: number }).id);
  expect(venueWallTime(noonDate)).toBe('2031-06-21 12:00');
  await expect(dayCell(grid, 'Saturday, June 21, 2031')).toContainText('Ana & Luis');

  // The details, the edit form and the week view speak venue time too.
  await grid.getByRole('button', { name: /Late & Night/ }).click();
  const details = page.getByRole('dialog', { name: 'Booking Details' });
  await expect(details).toContainText('Saturday, June 14, 2031');
  await expect(details).toContainText('11:30 PM');
  await details.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Booking' }).getByLabel('Event Date')).toHaveValue(
    '2031-06-14T23:30',
  );
  await page.keyboard.press('Escape');

  await page.goto('/calendar?view=week&date=2031-06-14');
  const week = page.getByRole('list', { name: 'Bookings this week' });
  const june14 = week.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /Jun 14$/ }) });
  await expect(june14).toContainText('Late & Night');
  await expect(june14).toContainText('11:30 PM');
  await expectNoSeriousA11yViolations(page);
});

test('month ranges and drags follow the venue clock across its daylight-saving change', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 1100 });
  const token = await signInAsNewOwner(page, request);
  const headers = { Authorization: `Bearer ${token}` };
  async function seed(coupleNames: string, eventDate: string): Promise<number> {
    const response = await request.post('/api/bookings', {
      headers,
      data: { coupleNames, email: 'couple@example.com', eventDate },
    });
    expect(response.status()).toBe(201);
    return ((await response.json()) as { id: number }).id;
  }
  // 19:30 PST on 1 March 2031 (before the change on 9 March), and 20:00 PDT on 31 March, which is
  // already 1 April in UTC and in Tokyo.
  const winter = await seed('Winter & Spring', '2031-03-02T03:30:00.000Z');
  await seed('Month & End', '2031-04-01T03:00:00.000Z');

  await page.goto('/calendar?month=2031-03');
  const grid = monthGrid(page, 'March 2031');
  await expect(dayCell(grid, 'Monday, March 31, 2031')).toContainText('Month & End');
  await expect(dayCell(grid, 'Saturday, March 1, 2031')).toContainText('Winter & Spring');

  const dragGrid = page.getByRole('table', { name: 'Drag and drop bookings in March 2031' });
  await dragGrid.scrollIntoViewIfNeeded();
  const card = dragGrid.getByRole('button', { name: /Winter & Spring/ });
  const target = dayCell(dragGrid, 'Thursday, March 20, 2031');
  const from = (await card.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 12, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
  await page.mouse.up();
  await expect(page.getByText("Winter & Spring's event moved to Thursday, March 20, 2031")).toBeVisible();
  await expect(dayCell(grid, 'Thursday, March 20, 2031')).toContainText('Winter & Spring');
  // Still 19:30 at the venue, now on daylight time (UTC-7): 02:30 UTC on the 21st.
  const moved = await getEventDate(request, token, winter);
  expect(moved).toBe('2031-03-21T02:30:00.000Z');
  expect(venueWallTime(moved)).toBe('2031-03-20 19:30');

  // April reads from the venue's midnight: the evening of 31 March (1 April in Tokyo) is not in it.
  await page.getByRole('button', { name: 'Next month' }).click();
  const april = monthGrid(page, 'April 2031');
  await expect(april).toBeVisible();
  await expect(countBadge(page)).toHaveText('0 bookings');
  await expect(april).not.toContainText('Month & End');
});
