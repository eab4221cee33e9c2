import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const PASSWORD = 'e2e-password-1';
export const DEMO = {
  password: 'demo-password',
  owner: 'owner@demo-venue.example',
  client: 'client@demo-venue.example',
};

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
}

/** Creates an account through the API, for tests whose journey starts after sign-up. */
export async function createAccount(
  request: APIRequestContext,
  options: { venueName?: string; firstName?: string; lastName?: string } = {},
): Promise<{ email: string; password: string }> {
  const email = uniqueEmail(options.venueName ? 'owner' : 'client');
  const response = await request.post('/api/auth/register', {
    data: {
      username: email,
      email,
      password: PASSWORD,
      role: 'client',
      firstName: options.firstName ?? 'Pat',
      lastName: options.lastName ?? 'Doe',
      ...(options.venueName ? { venueName: options.venueName } : {}),
    },
  });
  expect(response.status()).toBe(201);
  return { email, password: PASSWORD };
}

export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** axe-core: no serious or critical violations. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}
