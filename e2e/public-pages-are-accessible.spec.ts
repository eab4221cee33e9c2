import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, openRendered } from './support.ts';

const pages = ['/', '/landing', '/features', '/pricing', '/contact', '/privacy', '/help', '/login', '/signup'];

for (const path of pages) {
  test(`${path} has no serious or critical axe violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}

test('the interactive states pass axe too: annual pricing, help search, an open answer, errors', async ({ page }) => {
  await openRendered(page, '/pricing');
  await page.getByRole('button', { name: /Annual/ }).click();
  await expectNoSeriousA11yViolations(page);

  await openRendered(page, '/help');
  // Each question is a native <summary> (docs/decisions/069), found by its text.
  await page.locator('summary', { hasText: 'How do I set up my venue?' }).click();
  await expect(page.getByText(/add your event types, availability and contract templates/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('searchbox').fill('no such thing');
  await expect(page.getByText('No results found')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await openRendered(page, '/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the open phone menu passes axe', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openRendered(page, '/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expectNoSeriousA11yViolations(page);
});
