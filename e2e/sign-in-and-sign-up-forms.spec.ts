import { expect, test } from '@playwright/test';
import { createAccount, expectNoSeriousA11yViolations, signInThroughForm } from './support.ts';

test('a wrong password shows the Login failed toast and stays on the page', async ({ page, request }) => {
  const { email } = await createAccount(request);
  await signInThroughForm(page, email, 'wrong-password');
  await expect(page.getByText('Login failed')).toBeVisible();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('signup refuses mismatched and short passwords with their toasts', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('First Name').fill('Ana');
  await page.getByLabel('Last Name').fill('Diaz');
  await page.getByLabel('Email').fill('ana@example.com');
  await page.getByLabel('Password', { exact: true }).fill('abcdef');
  await page.getByLabel('Confirm Password').fill('abcdeg');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Password mismatch')).toBeVisible();
  await expect(page.getByText('Please make sure your passwords match')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill('abc');
  await page.getByLabel('Confirm Password').fill('abc');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Password too short')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
});

test('signup with an email already in use shows Signup failed', async ({ page, request }) => {
  const { email } = await createAccount(request);
  await page.goto('/signup');
  await page.getByLabel('First Name').fill('Ana');
  await page.getByLabel('Last Name').fill('Diaz');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('abcdef');
  await page.getByLabel('Confirm Password').fill('abcdef');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Signup failed')).toBeVisible();
  await expect(page.getByText('An account with this email already exists')).toBeVisible();
});

test('the sign-in and sign-up pages link where the spec says and pass axe', async ({ page }) => {
  await page.goto('/login');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: /sign up/i }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expectNoSeriousA11yViolations(page);
  await expect(page.getByRole('link', { name: /privacy/i })).toHaveAttribute('href', '/privacy');
  await page
    .getByRole('link', { name: /sign in/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/login$/);
  await page
    .getByRole('button', { name: 'Back to Home' })
    .or(page.getByRole('link', { name: 'Back to Home' }))
    .click();
  await expect(page).toHaveURL(/\/$/);
});
