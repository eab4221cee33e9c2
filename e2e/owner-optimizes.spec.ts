import { expect, test, type Page } from '@playwright/test';
import { createAccount, expectFitsThePhone, expectNoSeriousA11yViolations, signInThroughForm } from './support.ts';

// New venues keep Los Angeles time; the byline writes the analysis time in the venue's zone.
test.use({ timezoneId: 'America/Los_Angeles' });

const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };

const suggestions = (page: Page) => page.getByRole('main').getByRole('article');

/** One booked event 40 days ahead, through the API with the session the sign-in stored. */
async function bookAnEvent(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  const eventDate = new Date(Date.now() + 40 * 86_400_000);
  eventDate.setUTCHours(20, 0, 0, 0);
  const response = await page.request.post('/api/bookings', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      coupleNames: 'Ava & Noah',
      eventDate: eventDate.toISOString(),
      eventType: 'Wedding',
      guestCount: 120,
      email: 'ava@example.com',
      phone: '555-0100',
      notes: '',
      status: 'booked',
      totalAmount: '9000.00',
    },
  });
  expect(response.status()).toBe(201);
}

async function checkBothWidths(page: Page, what: string) {
  await page.setViewportSize(desktop);
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize(phone);
  await expectFitsThePhone(page, what);
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize(desktop);
}

test('an owner generates advice, marks one done, finds the mark after a reload, and reads the analytics', async ({
  page,
  request,
}) => {
  // Six axe passes, two over a page of charts: on CI's slower machine one pass took over 20 s.
  test.setTimeout(150_000);
  const { email, password } = await createAccount(request, { venueName: 'Optimizing Hall', firstName: 'Olivia' });
  await page.setViewportSize(desktop);
  await signInThroughForm(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await bookAnEvent(page);
  await page.getByRole('link', { name: 'AI Optimization' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'AI Optimization' })).toBeVisible();

  // A new venue has no analysis yet (the API's 404).
  await expect(page.getByText('No AI optimization analysis available yet...')).toBeVisible();
  await checkBothWidths(page, 'the AI Optimization tab before any analysis');

  const generated = page.waitForResponse(
    (response) => response.url().endsWith('/api/optimization/generate') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Generate AI Insights' }).click();
  expect((await generated).status()).toBe(200);

  // Without OPENAI_API_KEY the built-in engine writes the analysis, and the page says so.
  const byline = page.getByText('Analysis by').locator('..');
  await expect(byline).toContainText('Built-in engine');
  await expect(byline.locator('time')).toHaveText(/\w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M P[SD]T/);
  await expect(suggestions(page).first()).toBeVisible();

  // Highest priority first.
  const priorities = (
    await suggestions(page)
      .getByText(/^Priority \d+\/10$/)
      .allTextContents()
  ).map((text) => Number(/\d+/.exec(text)![0]));
  expect(priorities.length).toBeGreaterThan(0);
  expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
  await checkBothWidths(page, 'the suggestions');

  const first = suggestions(page).first();
  const title = (await first.getByRole('heading', { level: 3 }).textContent())!;
  const marked = page.waitForResponse(
    (response) => response.url().includes('/api/optimization/suggestions/') && response.request().method() === 'PATCH',
  );
  // A click, then the assertion: the mark shows once the cache takes it (a tick later), which
  // Playwright's check() does not wait for.
  const checkbox = first.getByRole('checkbox', { name: 'Implemented' });
  await checkbox.click();
  await expect(checkbox).toBeChecked();
  expect((await marked).status()).toBeLessThan(300);

  // The server keeps the mark: it is still there after a reload.
  await page.reload();
  const again = suggestions(page).filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });
  await expect(again.getByRole('checkbox', { name: 'Implemented' })).toBeChecked();
  await expect(page.getByText('Implemented', { exact: true }).and(page.locator('dt')).locator('..')).toContainText(
    /1 of \d+/,
  );

  await page.getByRole('tab', { name: 'Performance Analytics' }).click();
  for (const name of [
    'Revenue by Month',
    'Bookings by Status',
    'Occupancy by Weekday',
    'Lead Funnel by Stage',
    'Lead Funnel by Source',
  ]) {
    await expect(page.getByRole('region', { name })).toBeVisible();
  }
  const revenue = page.getByRole('region', { name: 'Revenue by Month' });
  await expect(revenue).toContainText('No payments were received or due in the 12 months');
  await expect(revenue.locator('.recharts-wrapper > svg.recharts-surface')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Bookings by Status' })).toContainText(
    /1 booking has its event from \w{3} 1, \d{4} on: 1 Booked\./,
  );
  await checkBothWidths(page, 'the Performance Analytics tab');

  await revenue.getByRole('button', { name: 'Table view' }).click();
  await expect(revenue.getByRole('table', { name: 'Revenue by Month' }).getByRole('row')).toHaveCount(13);
  await page.setViewportSize(phone);
  await expectFitsThePhone(page, 'the revenue table');
});
