import { expect as baseExpect, test } from '@playwright/test';
import {
  createAccount,
  expectFitsThePhone,
  expectNoSeriousA11yViolations,
  signInByApi,
  signInThroughForm,
} from './support.ts';

// A sign-in (scrypt) and the lazy pages take seconds on a shared two-core machine.
const expect = baseExpect.configure({ timeout: 15_000 });

test('staff hear of a new inquiry from the bell without reloading, and open the lead from it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { email, password } = await createAccount(request, { venueName: 'Bell Hall', firstName: 'Lena' });
  const { token } = await signInByApi(request, email, password);
  const settings = await request.get('/api/settings', { headers: { Authorization: `Bearer ${token}` } });
  const { slug } = ((await settings.json()) as { venue: { slug: string } }).venue;

  await signInThroughForm(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const bell = page.getByRole('banner').getByRole('button', { name: 'Notifications' });
  await expect(bell).toBeVisible();
  // Nothing unread: no count.
  await expect(page.getByTestId('unread-badge')).toHaveCount(0);
  // A visitor inquires. Should it come before the stream is open, the stream's opening reads the
  // list again anyway.

  const inquiry = await request.post(`/api/public/venues/${slug}/inquiries`, {
    data: { name: 'Iris Vega', email: 'iris@example.com', phone: '555-0101', preferredDate: '2031-06-14' },
  });
  expect(inquiry.status()).toBe(201);
  // Within 2 s of the event (the 60-second poll would be far too late).
  await baseExpect(page.getByTestId('unread-badge')).toHaveText('1', { timeout: 2_000 });
  await expect(bell).toHaveAccessibleDescription('1 unread');

  await bell.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Notifications' });
  const item = menu.getByRole('menuitem', { name: /New inquiry from Iris Vega/ });
  await expect(item).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await item.click();

  await expect(page).toHaveURL(/\/leads\?lead=\d+$/);
  await expect(page.getByRole('dialog', { name: 'Iris Vega' })).toBeVisible();
  await expect(page.getByTestId('unread-badge')).toHaveCount(0);
});

test('the bell’s list fits a phone', async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const { email, password } = await createAccount(request, { venueName: 'Small Hall' });
  const { token } = await signInByApi(request, email, password);
  for (const name of ['Ada Lovelace', 'Ben Cho']) {
    const lead = await request.post('/api/leads', {
      headers: { Authorization: `Bearer ${token}` },
      data: { name, email: `${name.split(' ')[0]!.toLowerCase()}@example.com` },
    });
    expect(lead.status()).toBe(201);
  }
  await signInThroughForm(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('unread-badge')).toHaveText('2');
  await page.getByRole('banner').getByRole('button', { name: 'Notifications' }).click();
  await expect(page.getByRole('menuitem', { name: /New lead: Ben Cho/ })).toBeVisible();
  await expectFitsThePhone(page, 'the notifications list');
  await page.getByRole('menuitem', { name: 'Mark all read' }).click();
  await expect(page.getByTestId('unread-badge')).toHaveCount(0);
});
