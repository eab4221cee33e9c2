import { expect, test } from '@playwright/test';
import { openRendered } from './support.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('the menu toggle opens and closes the landing nav', async ({ page }) => {
  await openRendered(page, '/');
  const menu = page.getByRole('navigation', { name: 'Menu' });
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await expect(menu).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await toggle.click();
  const close = page.getByRole('button', { name: 'Close menu' });
  await expect(close).toHaveAttribute('aria-expanded', 'true');
  for (const name of ['Pricing', 'Contact', 'Help', 'Sign In'])
    await expect(menu.getByRole('link', { name })).toBeVisible();
  await close.click();
  await expect(menu).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await menu.getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('navigation', { name: 'Menu' })).toBeHidden();
});

test('no public page scrolls sideways on a phone', async ({ page }) => {
  for (const path of ['/', '/features', '/pricing', '/contact', '/privacy', '/help', '/login', '/signup']) {
    await openRendered(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${path} scrolls sideways`).toBe(0);
  }
});
