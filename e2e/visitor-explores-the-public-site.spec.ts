import { expect, test, type Page } from '@playwright/test';
import { openRendered } from './support.ts';

async function expectMetaDescription(page: Page, text: RegExp) {
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', text);
}

test('the landing page shows its sections, figures and nav, and its buttons go where the spec says', async ({
  page,
}) => {
  await openRendered(page, '/');
  await expect(page).toHaveTitle('Event venue management software · VenueDesk');
  await expectMetaDescription(page, /conflict-free booking calendar/);
  const siteNav = page.getByRole('navigation', { name: 'Site' });
  for (const link of ['Pricing', 'Contact', 'Help'])
    await expect(siteNav.getByRole('link', { name: link })).toBeVisible();
  await expect(siteNav.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');

  const stats = page.getByRole('region', { name: 'VenueDesk in numbers' });
  for (const figure of ['500+', '50k+', '99.9%', '$2M+'])
    await expect(stats.getByText(figure, { exact: true })).toBeVisible();
  for (const heading of [
    'Everything your venue runs on, in one place',
    'Spend your time on events, not admin',
    'Loved by venue teams',
    'Ready to fill your calendar?',
  ]) {
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
  for (const claim of [
    'AI pricing & optimization',
    'Conflict-free calendar',
    'CRM & lead tracking',
    'Contracts & e-signature',
    'Card & bank payments',
    'Client portal',
    'Analytics & reporting',
    'Automated workflows',
    'Multi-location support',
  ]) {
    await expect(page.getByRole('heading', { name: claim })).toBeVisible();
  }

  // Watch Demo and the footer's Demo are buttons that go nowhere (spec §2).
  await page.getByRole('button', { name: 'Watch Demo' }).click();
  await page.getByRole('contentinfo').getByRole('button', { name: 'Demo' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('banner').getByRole('link', { name: 'Start Free Trial' }).click();
  await expect(page).toHaveURL(/\/signup$/);
});

test('the footer links go to features, pricing, contact, help and privacy', async ({ page }) => {
  for (const [name, path] of [
    ['Features', '/features'],
    ['Pricing', '/pricing'],
    ['Contact', '/contact'],
    ['Help', '/help'],
    ['Privacy', '/privacy'],
  ]) {
    await openRendered(page, '/landing');
    await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});

test('the features page offers a trial and a demo, top and bottom, and links to help', async ({ page }) => {
  await openRendered(page, '/features');
  await expect(page).toHaveTitle('Features · VenueDesk');
  await expect(page.getByText('Powered by AI')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Help' })).toHaveAttribute(
    'href',
    '/help',
  );
  await expect(page.locator('[aria-labelledby="core-features-title"] li')).toHaveCount(6);
  await expect(page.locator('[aria-labelledby="advanced-title"] li')).toHaveCount(9);

  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Start Free Trial' })).toHaveCount(2);
  await expect(main.getByRole('link', { name: 'Schedule Demo' })).toHaveCount(2);
  for (const link of await main.getByRole('link', { name: 'Start Free Trial' }).all())
    await expect(link).toHaveAttribute('href', '/signup');
  for (const link of await main.getByRole('link', { name: 'Schedule Demo' }).all())
    await expect(link).toHaveAttribute('href', '/contact');
  await main.getByRole('link', { name: 'Schedule Demo' }).last().click();
  await expect(page).toHaveURL(/\/contact$/);
  await page.goBack();
  await main.getByRole('link', { name: 'Start Free Trial' }).first().click();
  await expect(page).toHaveURL(/\/signup$/);
});

test('pricing toggles between $199 a month and $160 a month billed annually', async ({ page }) => {
  await openRendered(page, '/pricing');
  await expect(page).toHaveTitle('Pricing · VenueDesk');
  await expect(page.getByRole('heading', { name: 'Professional' })).toBeVisible();
  const price = page.getByTestId('plan-price');
  await expect(price).toHaveText('$199');
  await expect(page.getByText('14-day free trial. No credit card required.')).toBeVisible();
  await expect(page.locator('[aria-labelledby="plan-name"] ul li')).toHaveCount(16);

  await page.getByRole('button', { name: /Annual/ }).click();
  await expect(page.getByRole('button', { name: /Annual/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(price).toHaveText('$160');
  await expect(page.getByText(/Billed annually/)).toBeVisible();
  await expect(page.getByText(/20% off/)).toBeVisible();

  await page.getByRole('button', { name: 'Monthly' }).click();
  await expect(price).toHaveText('$199');
  await expect(page.getByText(/Billed annually/)).toHaveCount(0);

  await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Site' });
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(nav.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');

  await page.getByRole('link', { name: 'Contact Sales' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await page.goBack();
  await page.getByRole('main').getByRole('link', { name: 'Start Free Trial' }).click();
  await expect(page).toHaveURL(/\/signup$/);
});

test('the privacy policy is dated January 2025 and covers every section of the spec', async ({ page }) => {
  await openRendered(page, '/privacy');
  await expect(page).toHaveTitle('Privacy Policy · VenueDesk');
  await expect(page.getByText('Last updated: January 2025')).toBeVisible();
  for (const section of [
    'Information we collect',
    'How we use your information',
    'Data security',
    'Information sharing',
    'Your rights',
    'Cookies',
    'Data retention',
    'Children’s privacy',
    'Changes to this policy',
    'Contact us',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(section) })).toBeVisible();
  }
  for (const right of ['Access', 'Correction', 'Deletion', 'Portability', 'Objection']) {
    await expect(page.getByRole('main').getByText(right, { exact: true })).toBeVisible();
  }
  await expect(page.getByText(/deleted within 30 days/)).toBeVisible();
  await expect(page.getByText(/not intended for children under 16/)).toBeVisible();
});
