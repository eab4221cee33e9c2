import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, openRendered, PASSWORD, signInThroughForm, uniqueEmail } from './support.ts';

const sidebarEntries = [
  'Dashboard',
  'Calendar',
  'Leads & CRM',
  'Contracts',
  'Payments',
  'AI Optimization',
  'Client Portal',
  'Settings',
];

test('a venue owner signs up, signs in, finds the shell and signs out', async ({ page }) => {
  const email = uniqueEmail('owner');
  await page.goto('/signup');
  await page.getByLabel('First Name').fill('Maria');
  await page.getByLabel('Last Name').fill('Garcia');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/Venue Name/).fill('Hacienda Rosa');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByText('Account created successfully!')).toBeVisible();
  await expect(page.getByText('Please check your email to verify your account')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await signInThroughForm(page, email, PASSWORD);
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const entry of sidebarEntries) await expect(nav.getByRole('link', { name: entry })).toBeVisible();
  await expect(page.getByText('Maria Garcia')).toBeVisible();
  await expect(page.getByText('Owner', { exact: true })).toBeVisible();
  await expect(page.getByText('Hacienda Rosa')).toBeVisible();
  await expect(page.getByRole('button', { name: 'New Booking' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Notifications/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await nav.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  // The session survives a reload: the token is read from localStorage and the profile fetched.
  await page.reload();
  await expect(page.getByText('Maria Garcia')).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('signed-in users opening / go to the dashboard', async ({ page }) => {
  await signInThroughForm(page, 'owner@demo-venue.example', 'demo-password');
  await expect(page).toHaveURL(/\/dashboard$/);
  await openRendered(page, '/');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the shell works on a 390 px phone through the menu drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughForm(page, 'owner@demo-venue.example', 'demo-password');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Payments' }).click();
  await expect(page).toHaveURL(/\/payments$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
