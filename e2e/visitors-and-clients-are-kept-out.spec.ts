import { expect, test } from '@playwright/test';
import { DEMO, expectNoSeriousA11yViolations, signInThroughForm } from './support.ts';

test('a visitor opening a staff page is sent to sign in', async ({ page }) => {
  for (const path of ['/dashboard', '/calendar', '/settings', '/client-portal']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a client opening a staff page is sent to the client portal', async ({ page }) => {
  await signInThroughForm(page, DEMO.client, DEMO.password);
  await expect(page).toHaveURL(/\/client-portal$/);
  await page.goto('/calendar');
  await expect(page).toHaveURL(/\/client-portal$/);
});

test('an invalid stored token is dropped silently and the visitor signs in', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('auth_token', 'not-a-real-token'));
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
});
