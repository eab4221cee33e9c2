import { expect, test, type Locator, type Page } from '@playwright/test';
import { createAccount, DEMO, expectNoSeriousA11yViolations, signInThroughForm } from './support.ts';

// New venues are in America/Los_Angeles; the dashboard writes dates in the venue's zone.
test.use({ timezoneId: 'America/Los_Angeles' });

interface Stats {
  thisMonth: number;
  revenue: string;
  leads: number;
  occupancy: number;
}

interface Activity {
  upcomingEvents: { coupleNames: string; status: string }[];
  recentLeads: { name: string }[];
  pendingPayments: { coupleNames: string }[];
  paidPayments: { coupleNames: string }[];
}

const region = (page: Page, name: string) => page.getByRole('main').getByRole('region', { name, exact: true });

/** The big figure of a stat card (the paragraph right under its title). */
const figure = (card: Locator) => card.locator('p').first();

/** Dollars as the cards show them: no cents when the amount is whole. */
function dollars(amount: string): string {
  const value = Number(amount);
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: Number.isInteger(value) ? 0 : 2,
    minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
  }).format(value);
}

/** Reads a dashboard endpoint the way the page does, with the token the sign-in stored. */
async function readApi<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  expect(token).toBeTruthy();
  const response = await page.request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

async function expectFigures(page: Page, stats: Stats) {
  await expect(figure(region(page, 'This Month'))).toHaveText(String(stats.thisMonth));
  await expect(figure(region(page, 'Booked Revenue This Month'))).toHaveText(dollars(stats.revenue));
  await expect(figure(region(page, 'Active Leads'))).toHaveText(String(stats.leads));
  await expect(figure(region(page, 'Occupancy Rate'))).toHaveText(`${stats.occupancy}%`);
}

/** A list card shows exactly the rows the API gave, or its empty text when there are none. */
async function expectRows(card: Locator, names: string[], emptyText: string) {
  if (names.length === 0) {
    await expect(card.getByText(emptyText, { exact: true })).toBeVisible();
    return;
  }
  await expect(card.getByRole('listitem')).toHaveCount(names.length);
  for (const [index, name] of names.entries()) {
    await expect(card.getByRole('listitem').nth(index)).toContainText(name);
  }
}

test('the demo owner sees the figures and lists the API reports', async ({ page }) => {
  await signInThroughForm(page, DEMO.owner, DEMO.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  const stats = await readApi<Stats>(page, '/api/dashboard/stats');
  const activity = await readApi<Activity>(page, '/api/dashboard/activity');
  await expectFigures(page, stats);
  for (const name of ['This Month', 'Booked Revenue This Month', 'Occupancy Rate']) {
    await expect(region(page, name)).toContainText(/from last month|Same as last month|No revenue last month/);
  }
  await expect(region(page, 'Active Leads')).toContainText(/\d+ need follow-up/);

  const events = region(page, 'Upcoming Events');
  await expectRows(
    events,
    activity.upcomingEvents.map((event) => event.coupleNames),
    'No upcoming events',
  );
  // A booked event says Confirmed; one whose deposit is in says so (the demo has both).
  const withDeposit = activity.upcomingEvents.filter((event) => event.status === 'deposit_paid').length;
  expect(withDeposit).toBeGreaterThan(0);
  await expect(events.getByText('Deposit Paid', { exact: true })).toHaveCount(withDeposit);
  await expect(events.getByText('Confirmed', { exact: true })).toHaveCount(
    activity.upcomingEvents.length - withDeposit,
  );
  await expectRows(
    region(page, 'Recent Leads'),
    activity.recentLeads.map((lead) => lead.name),
    'No recent leads',
  );
  const payments = [...activity.pendingPayments, ...activity.paidPayments];
  await expectRows(
    region(page, 'Payment Status'),
    payments.map((payment) => payment.coupleNames),
    'No recent payments',
  );
  await expect(region(page, 'Payment Status').getByText('Paid', { exact: true })).toHaveCount(
    activity.paidPayments.length,
  );

  await region(page, 'Recent Leads').getByRole('link', { name: 'View all leads' }).click();
  await expect(page).toHaveURL(/\/leads$/);
});

test('a new owner starts at zero, and a booked future event appears under Upcoming Events', async ({
  page,
  request,
}) => {
  const { email, password } = await createAccount(request, { venueName: 'Dashboard Hall', firstName: 'Dana' });
  await signInThroughForm(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await expectFigures(page, { thisMonth: 0, revenue: '0', leads: 0, occupancy: 0 });
  await expect(region(page, 'Active Leads')).toContainText('0 need follow-up');
  await expect(region(page, 'Upcoming Events').getByText('No upcoming events')).toBeVisible();
  await expect(region(page, 'Recent Leads').getByText('No recent leads')).toBeVisible();
  await expect(region(page, 'Payment Status').getByText('No recent payments')).toBeVisible();

  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  const created = await request.post('/api/bookings', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      coupleNames: 'Sarah & Michael',
      // 7 pm in Los Angeles on Saturday 14 June 2031 (PDT, -07:00).
      eventDate: '2031-06-15T02:00:00.000Z',
      eventType: 'Wedding',
      guestCount: 120,
      email: 'sarah@example.com',
      status: 'booked',
      totalAmount: '12500',
    },
  });
  expect(created.status()).toBe(201);

  await page.reload();
  const event = region(page, 'Upcoming Events').getByRole('listitem');
  await expect(event).toHaveCount(1);
  await expect(event).toContainText('Sarah & Michael');
  await expect(event).toContainText('Sat, Jun 14, 2031');
  await expect(event).toContainText('120 guests');
  await expect(event.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(region(page, 'Upcoming Events').getByText('No upcoming events')).toHaveCount(0);

  // The event opens the calendar on its month.
  await event.getByRole('link').click();
  await expect(page).toHaveURL(/\/calendar\?month=2031-06$/);
  await expect(page.getByRole('heading', { name: 'June 2031', exact: true })).toBeVisible();
});

test('the dashboard has no serious accessibility violations', async ({ page }) => {
  await signInThroughForm(page, DEMO.owner, DEMO.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(region(page, 'This Month')).toBeVisible();
  await expect(region(page, 'Upcoming Events').getByRole('status')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
