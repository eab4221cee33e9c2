import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { createAccount, expectNoSeriousA11yViolations, signInByApi, signInThroughForm } from './support.ts';

// The venue's days are counted in its time zone (America/Los_Angeles by default); the browser
// uses the same one, so a day on screen is the day the server checks for double bookings.
test.use({ timezoneId: 'America/Los_Angeles' });

interface SeedBooking {
  coupleNames: string;
  /** Local wall time in Los Angeles, e.g. '2031-08-05T18:30'. */
  at: string;
  eventType?: string;
  status?: string;
  guestCount?: number | null;
  totalAmount?: string | null;
  notes?: string;
}

/** A fresh owner with an empty venue, signed in through the form; returns an API token for seeding. */
async function signInAsNewOwner(page: Page, request: APIRequestContext): Promise<string> {
  const { email, password } = await createAccount(request, { venueName: 'Calendar Hall', firstName: 'Rosa' });
  await signInThroughForm(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  return (await signInByApi(request, email, password)).token;
}

/** Offsets are those of Los Angeles in summer and autumn 2031 (PDT, -07:00). */
async function seedBooking(
  request: APIRequestContext,
  token: string,
  { at, ...booking }: SeedBooking,
): Promise<number> {
  const response = await request.post('/api/bookings', {
    headers: { Authorization: `Bearer ${token}` },
    data: { email: 'couple@example.com', ...booking, eventDate: new Date(`${at}:00-07:00`).toISOString() },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

const monthGrid = (page: Page, month: string) => page.getByRole('table', { name: `Bookings in ${month}`, exact: true });
const dragGrid = (page: Page, month: string) => page.getByRole('table', { name: `Drag and drop bookings in ${month}` });
const dayCell = (table: Locator, longDate: string) => table.getByRole('cell', { name: new RegExp(longDate) });
const main = (page: Page) => page.getByRole('main');
const countBadge = (page: Page) =>
  main(page)
    .getByRole('status')
    .filter({ hasText: /booking/ });

test('staff create bookings from the header and from a day, and a second booking on a full day is refused', async ({
  page,
  request,
}) => {
  await signInAsNewOwner(page, request);
  // The header's button works on every staff page and opens on today at noon.
  await page.getByRole('banner').getByRole('button', { name: 'New Booking' }).click();
  const todayAtNoon = await page.evaluate(() => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}T12:00`;
  });
  await expect(page.getByRole('dialog', { name: 'New Booking' }).getByLabel('Event Date')).toHaveValue(todayAtNoon);
  await page.getByRole('dialog', { name: 'New Booking' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/calendar?month=2031-06');
  await expect(page.getByRole('heading', { level: 1, name: 'Booking Calendar' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'June 2031', exact: true })).toBeVisible();
  const grid = monthGrid(page, 'June 2031');

  await page.getByRole('banner').getByRole('button', { name: 'New Booking' }).click();
  let dialog = page.getByRole('dialog', { name: 'New Booking' });
  await dialog.getByLabel('Couple Names').fill('Sarah & Michael');
  await dialog.getByLabel('Event Date').fill('2031-06-14T12:00');
  await dialog.getByLabel('Guest Count').fill('150');
  await dialog.getByLabel('Email').fill('sarah@example.com');
  await dialog.getByRole('button', { name: 'Create Booking' }).click();
  await expect(page.getByText('Booking created')).toBeVisible();
  await expect(page.getByText('New booking has been created successfully.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(dayCell(grid, 'Saturday, June 14, 2031')).toContainText('Sarah & Michael');
  await expect(dayCell(grid, 'Saturday, June 14, 2031')).toContainText('Inquiry');

  await grid.getByRole('button', { name: 'New booking on Saturday, June 21, 2031' }).click();
  dialog = page.getByRole('dialog', { name: 'New Booking' });
  await expect(dialog.getByLabel('Event Date')).toHaveValue('2031-06-21T12:00');
  await expect(dialog.getByLabel('Event Type')).toHaveText('Wedding');
  await dialog.getByLabel('Couple Names').fill('Ana & Luis');
  await dialog.getByLabel('Email').fill('ana@example.com');
  await dialog.getByRole('button', { name: 'Create Booking' }).click();
  await expect(dialog).toBeHidden();
  await expect(dayCell(grid, 'Saturday, June 21, 2031')).toContainText('Ana & Luis');
  await expect(countBadge(page)).toHaveText('2 bookings');

  // The venue takes one booking a day: a second one on the 14th is refused and nothing is added.
  await page.getByRole('banner').getByRole('button', { name: 'New Booking' }).click();
  dialog = page.getByRole('dialog', { name: 'New Booking' });
  await dialog.getByLabel('Couple Names').fill('Priya & Dev');
  await dialog.getByLabel('Event Date').fill('2031-06-14T18:00');
  await dialog.getByLabel('Email').fill('priya@example.com');
  await dialog.getByRole('button', { name: 'Create Booking' }).click();
  await expect(page.getByText('Error', { exact: true })).toBeVisible();
  await expect(page.getByText('14 June 2031 is already booked')).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(countBadge(page)).toHaveText('2 bookings');
  await expect(dayCell(grid, 'Saturday, June 14, 2031')).not.toContainText('Priya & Dev');
});

test('staff read a booking, change its status and delete it after confirming', async ({ page, request }) => {
  const token = await signInAsNewOwner(page, request);
  await seedBooking(request, token, {
    coupleNames: 'Priya & Dev',
    at: '2031-07-10T17:00',
    eventType: 'Engagement',
    guestCount: 60,
    totalAmount: '12500',
    notes: '<b>Garden</b> ceremony',
  });
  await page.goto('/calendar?month=2031-07');
  const grid = monthGrid(page, 'July 2031');

  await grid.getByRole('button', { name: /Priya & Dev/ }).click();
  const details = page.getByRole('dialog', { name: 'Booking Details' });
  await expect(details).toContainText('Thursday, July 10, 2031');
  await expect(details).toContainText('5:00 PM');
  await expect(details).toContainText('Engagement');
  await expect(details).toContainText('$12,500.00');
  await expect(details).toContainText('<b>Garden</b> ceremony');
  await expect(details.getByText('Inquiry')).toBeVisible();

  await details.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Booking' });
  await expect(edit.getByLabel('Couple Names')).toHaveValue('Priya & Dev');
  await expect(edit.getByLabel('Event Date')).toHaveValue('2031-07-10T17:00');
  await edit.getByLabel('Status').click();
  await page.getByRole('option', { name: 'Deposit Paid' }).click();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Booking updated')).toBeVisible();
  await expect(page.getByText('Booking has been updated successfully.')).toBeVisible();
  await expect(edit).toBeHidden();
  // Back in the details, which show what was saved.
  await expect(details.getByText('Deposit Paid')).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).first().click();
  await expect(dayCell(grid, 'Thursday, July 10, 2031')).toContainText('Deposit Paid');

  await grid.getByRole('button', { name: /Priya & Dev/ }).click();
  await page.getByRole('dialog', { name: 'Booking Details' }).getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('dialog', { name: 'Edit Booking' }).getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete this booking? This action cannot be undone.');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Edit Booking' })).toBeVisible();

  await page.getByRole('dialog', { name: 'Edit Booking' }).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Booking deleted')).toBeVisible();
  await expect(page.getByText('Booking has been deleted successfully.')).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(grid.getByRole('button', { name: /Priya & Dev/ })).toHaveCount(0);
  await expect(countBadge(page)).toHaveText('0 bookings');
});

/** Presses on the card, moves past the 5 px threshold, then to the cell, in steps (a real drag). */
async function dragTo(page: Page, card: Locator, cell: Locator): Promise<void> {
  const from = (await card.boundingBox())!;
  const to = (await cell.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 12, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
}

test('staff reschedule a booking by drag and drop, and a drop on a full day is refused', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 1100 });
  const token = await signInAsNewOwner(page, request);
  const sarah = await seedBooking(request, token, { coupleNames: 'Sarah & Michael', at: '2031-08-05T18:30' });
  await seedBooking(request, token, { coupleNames: 'Emma & Jacob', at: '2031-08-12T12:00', totalAmount: '21000' });
  await page.goto('/calendar?month=2031-08');
  const grid = dragGrid(page, 'August 2031');
  await grid.scrollIntoViewIfNeeded();
  const card = (name: string) => grid.getByRole('button', { name: new RegExp(name) });
  await expect(dayCell(grid, 'Tuesday, August 12, 2031')).toContainText('$21,000.00');

  await dragTo(page, card('Sarah & Michael'), dayCell(grid, 'Wednesday, August 20, 2031'));
  await expect(page.getByText('Rescheduling...')).toBeVisible();
  await expect(dayCell(grid, 'Wednesday, August 20, 2031')).toContainText('Drop to reschedule');
  await page.mouse.up();
  await expect(page.getByText('Booking rescheduled')).toBeVisible();
  await expect(page.getByText("Sarah & Michael's event moved to Wednesday, August 20, 2031")).toBeVisible();
  await expect(page.getByText('Rescheduling...')).toBeHidden();
  await expect(dayCell(grid, 'Wednesday, August 20, 2031')).toContainText('Sarah & Michael');
  await expect(dayCell(grid, 'Tuesday, August 5, 2031')).not.toContainText('Sarah & Michael');
  await expect(dayCell(monthGrid(page, 'August 2031'), 'Wednesday, August 20, 2031')).toContainText('Sarah & Michael');
  // Only the day changed: 18:30 in Los Angeles is 01:30 UTC the next morning.
  const saved = await request.get(`/api/bookings/${sarah}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(((await saved.json()) as { eventDate: string }).eventDate).toBe('2031-08-21T01:30:00.000Z');

  // The 20th is now full: the move is refused and the card goes back to the 12th.
  await dragTo(page, card('Emma & Jacob'), dayCell(grid, 'Wednesday, August 20, 2031'));
  await page.mouse.up();
  await expect(page.getByText('Error rescheduling booking')).toBeVisible();
  await expect(page.getByText('20 August 2031 is already booked')).toBeVisible();
  await expect(dayCell(grid, 'Tuesday, August 12, 2031')).toContainText('Emma & Jacob');
  await expect(dayCell(grid, 'Wednesday, August 20, 2031')).not.toContainText('Emma & Jacob');

  // The keyboard moves a card too: Space picks it up, arrows choose the day, Space drops it.
  // Each step waits for what a screen reader hears, as a person would wait for the move.
  const announcement = (text: string) => page.getByRole('status').filter({ hasText: text });
  await card('Emma & Jacob').focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Rescheduling...')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(announcement('is over Wednesday, August 13, 2031.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText("Emma & Jacob's event moved to Wednesday, August 13, 2031")).toBeVisible();
  await expect(dayCell(grid, 'Wednesday, August 13, 2031')).toContainText('Emma & Jacob');

  // A drop outside every day cell changes nothing.
  await dragTo(page, card('Emma & Jacob'), page.getByRole('heading', { level: 1, name: 'Booking Calendar' }));
  await page.mouse.up();
  await expect(dayCell(grid, 'Wednesday, August 13, 2031')).toContainText('Emma & Jacob');
  await expect(page.getByText('Rescheduling...')).toBeHidden();
});

test('staff see every booking of a week and of a day', async ({ page, request }) => {
  const token = await signInAsNewOwner(page, request);
  await seedBooking(request, token, { coupleNames: 'Ana & Luis', at: '2031-09-10T11:00', guestCount: 90 });
  // A cancelled booking holds no slot, so the day can show two.
  await seedBooking(request, token, { coupleNames: 'Olivia Chen', at: '2031-09-10T19:00', status: 'cancelled' });
  await seedBooking(request, token, { coupleNames: 'Acme Corp', at: '2031-09-12T09:30', eventType: 'Gala' });
  await page.goto('/calendar?month=2031-09');

  const september10 = dayCell(monthGrid(page, 'September 2031'), 'Wednesday, September 10, 2031');
  await expect(september10).toContainText('Ana & Luis');
  await expect(september10).toContainText('+1 more');
  await expect(september10).not.toContainText('Olivia Chen');

  await page.getByRole('button', { name: 'Week', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Week', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(page.getByRole('heading', { name: 'September 7 – 13, 2031' })).toBeVisible();
  const week = page.getByRole('list', { name: 'Bookings this week' });
  const weekDay = (day: string) =>
    week.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(`${day}$`) }) });
  await expect(weekDay('Sep 10')).toContainText('Ana & Luis');
  await expect(weekDay('Sep 10')).toContainText('11:00 AM');
  await expect(weekDay('Sep 10')).toContainText('90 guests');
  await expect(weekDay('Sep 10')).toContainText('Olivia Chen');
  await expect(weekDay('Sep 10')).toContainText('Cancelled');
  await expect(weekDay('Sep 12')).toContainText('Acme Corp');
  await expect(weekDay('Sep 12')).toContainText('Gala');
  await expect(weekDay('Sep 11')).toContainText('No bookings');
  await expect(countBadge(page)).toHaveText('3 bookings');

  await page.getByRole('button', { name: 'Day', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Day', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/calendar?view=day&date=2031-09-09');
  await page.getByRole('button', { name: 'Next day' }).click();
  const day = page.getByRole('region', { name: 'Wednesday, September 10, 2031' });
  await expect(day).toContainText('Ana & Luis');
  await expect(day).toContainText('Olivia Chen');
  await expect(countBadge(page)).toHaveText('2 bookings');
  await day.getByRole('button', { name: /Olivia Chen/ }).click();
  await expect(page.getByRole('dialog', { name: 'Booking Details' })).toContainText('Wednesday, September 10, 2031');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Next day' }).click();
  await expect(page.getByRole('region', { name: 'Thursday, September 11, 2031' })).toContainText('No bookings');
});

async function chooseOption(page: Page, select: string, option: string): Promise<void> {
  await main(page).getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('staff filter by status and type, and export the filtered bookings as CSV', async ({ page, request }) => {
  const token = await signInAsNewOwner(page, request);
  await seedBooking(request, token, {
    coupleNames: 'Alpha & Beta',
    at: '2031-10-04T16:00',
    status: 'booked',
    guestCount: 120,
    totalAmount: '12500.5',
  });
  await seedBooking(request, token, { coupleNames: '=SUM(1)', at: '2031-10-11T16:00', eventType: 'Gala' });
  await seedBooking(request, token, {
    coupleNames: 'Gamma Party',
    at: '2031-10-18T16:00',
    eventType: 'Birthday',
    status: 'booked',
  });
  await page.goto('/calendar?month=2031-10');
  await expect(countBadge(page)).toHaveText('3 bookings');

  await chooseOption(page, 'Filter by status', 'Booked');
  await expect(countBadge(page)).toHaveText('2 bookings');
  await expect(monthGrid(page, 'October 2031')).not.toContainText('=SUM(1)');
  await chooseOption(page, 'Filter by event type', 'Wedding');
  await expect(countBadge(page)).toHaveText('1 booking');
  await chooseOption(page, 'Filter by status', 'Completed');
  await expect(countBadge(page)).toHaveText('0 bookings');
  await expect(main(page).getByRole('button', { name: 'Export' })).toBeDisabled();

  await chooseOption(page, 'Filter by status', 'All statuses');
  await chooseOption(page, 'Filter by event type', 'All event types');
  await expect(countBadge(page)).toHaveText('3 bookings');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    main(page).getByRole('button', { name: 'Export' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('bookings-2031-10.csv');
  const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe(
    '"Booking ID","Couple Names","Event Date","Event Type","Status","Guest Count","Email","Phone","Total Amount","Notes"',
  );
  expect(lines).toHaveLength(4);
  expect(lines[1]).toMatch(
    /^"\d+","Alpha & Beta","2031-10-04 16:00","Wedding","Booked","120","couple@example.com","N\/A","12500.50","N\/A"$/,
  );
  expect(lines[2]).toMatch(/^"\d+","'=SUM\(1\)","2031-10-11 16:00","Gala","Inquiry","N\/A",/);

  // The export follows the filters.
  await chooseOption(page, 'Filter by event type', 'Birthday');
  const [filtered] = await Promise.all([
    page.waitForEvent('download'),
    main(page).getByRole('button', { name: 'Export' }).click(),
  ]);
  const filteredLines = (await readFile(await filtered.path(), 'utf8')).trimEnd().split('\r\n');
  expect(filteredLines).toHaveLength(2);
  expect(filteredLines[1]).toContain('"Gamma Party"');
});

async function seedJune2031(page: Page, request: APIRequestContext): Promise<void> {
  const token = await signInAsNewOwner(page, request);
  await seedBooking(request, token, { coupleNames: 'Sarah & Michael', at: '2031-06-14T12:00', status: 'booked' });
  await seedBooking(request, token, { coupleNames: 'Ana & Luis', at: '2031-06-21T12:00', status: 'deposit_paid' });
}

// Three tests rather than one: six axe runs over the month grid and its dialogs in one test
// outlasted the 60 s timeout on a loaded two-core CI machine.
test('the calendar month and its New Booking dialog pass axe', async ({ page, request }) => {
  await seedJune2031(page, request);
  await page.goto('/calendar?month=2031-06');
  await expect(dayCell(monthGrid(page, 'June 2031'), 'Saturday, June 14, 2031')).toContainText('Booked');
  await expectNoSeriousA11yViolations(page);

  await main(page).getByRole('button', { name: 'New Booking', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'New Booking' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the booking details and edit dialogs pass axe, and focus returns to the booking', async ({ page, request }) => {
  await seedJune2031(page, request);
  await page.goto('/calendar?month=2031-06');
  await monthGrid(page, 'June 2031')
    .getByRole('button', { name: /Sarah & Michael/ })
    .click();
  await expect(page.getByRole('dialog', { name: 'Booking Details' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Booking' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // Escape leaves the edit for the details (decision 036), and the details for the calendar.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Booking Details' })).toBeVisible();
  await page.keyboard.press('Escape');
  // Focus goes back to the booking that opened the dialogs.
  await expect(monthGrid(page, 'June 2031').getByRole('button', { name: /Sarah & Michael/ })).toBeFocused();
});

test('the calendar week and day views pass axe', async ({ page, request }) => {
  await seedJune2031(page, request);
  for (const view of ['week', 'day']) {
    await page.goto(`/calendar?view=${view}&date=2031-06-14`);
    await expect(main(page).getByText('Sarah & Michael').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
});

test('the calendar fits a 390 px phone', async ({ page, request }) => {
  await seedJune2031(page, request);
  await page.setViewportSize({ width: 390, height: 844 });
  // On a phone the month shows each day's bookings as dots, named on the day's button.
  const phoneViews = [
    ['/calendar?month=2031-06', page.getByRole('button', { name: 'Saturday, 14 June 2031, 1 booking' }).first()],
    ['/calendar?view=week&date=2031-06-14', page.getByText('Sarah & Michael').first()],
  ] as const;
  for (const [path, booking] of phoneViews) {
    await page.goto(path);
    await expect(booking).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }
  await expectNoSeriousA11yViolations(page);
});
