import { expect, test } from '@playwright/test';
import { openRendered } from './support.ts';

test('a visitor sends a message: the server accepts it, the toast confirms and the form clears', async ({ page }) => {
  await openRendered(page, '/contact');
  await expect(page).toHaveTitle('Contact Us · VenueDesk');
  const nav = page.getByRole('navigation', { name: 'Site' });
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(nav.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
  await expect(nav.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  for (const card of ['Email support', 'Phone', 'Location'])
    await expect(page.getByRole('heading', { name: card })).toBeVisible();
  await expect(page.getByText(/, California$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Common questions' })).toBeVisible();

  await page.getByLabel('Name').fill('Ana Lopez');
  await page.getByLabel('Email').fill('ana@example.com');
  await page.getByLabel('Company (optional)').fill('Casa Blanca Events');
  await page.getByLabel('Subject').fill('Two venues');
  await page.getByLabel('Message', { exact: true }).fill('Can one account run both of our venues?');
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/contact'));
  await page.getByRole('button', { name: 'Send Message' }).click();

  const response = await sent;
  expect(response.status()).toBe(201);
  expect(await response.json()).toEqual({ id: expect.any(Number) });
  await expect(page.getByText('Message sent successfully!')).toBeVisible();
  await expect(page.getByText("We'll get back to you within 24 hours.", { exact: true })).toBeVisible();
  for (const label of ['Name', 'Email', 'Company (optional)', 'Subject', 'Message']) {
    await expect(page.getByLabel(label, { exact: true })).toHaveValue('');
  }
});

test('a message without its required fields is not sent and each field says what is missing', async ({ page }) => {
  let calls = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/contact')) calls += 1;
  });
  await openRendered(page, '/contact');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await expect(page.getByText('Subject is required')).toBeVisible();
  await expect(page.getByText('Message is required')).toBeVisible();
  await expect(page.getByLabel('Name')).toBeFocused();
  expect(calls).toBe(0);
});
