import { expect, test, type Page } from '@playwright/test';
import { openRendered } from './support.ts';

/** The FAQ's questions: native <summary> elements (docs/decisions/069), which have no ARIA role. */
const questions = (page: Page) => page.locator('details > summary');
/** The answer a question opens: its <details>, open or not. */
const question = (page: Page, text: string) =>
  page.locator('details', { has: page.locator('summary', { hasText: text }) });

test('searching filters the FAQ by question or answer, and a miss offers Clear Search', async ({ page }) => {
  await openRendered(page, '/help');
  await expect(page).toHaveTitle('Help Center · VenueDesk');
  for (const link of [
    ['Home', '/'],
    ['Pricing', '/pricing'],
    ['Contact', '/contact'],
    ['Sign In', '/login'],
  ]) {
    await expect(page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: link[0] })).toHaveAttribute(
      'href',
      link[1]!,
    );
  }
  const categories = page.getByRole('region', { name: 'Browse by category' });
  for (const name of [
    'Getting Started',
    'Booking Management',
    'Payments & Billing',
    'Contracts & Documents',
    'Account & Settings',
  ]) {
    await expect(categories.getByRole('heading', { name })).toBeVisible();
  }
  await expect(categories.getByText('Popular')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
  await expect(questions(page)).toHaveCount(4);

  const search = page.getByRole('searchbox', { name: 'Search help articles' });
  await expect(search).toHaveAttribute('placeholder', 'Search for help...');
  // "CREDIT CARD" is in a question; "slots" only in an answer. Both match, whatever the case.
  await search.fill('CREDIT CARD');
  await expect(page.getByRole('heading', { name: 'Search Results for "CREDIT CARD"' })).toBeVisible();
  await expect(categories).toHaveCount(0);
  await expect(questions(page)).toHaveText(['Do I need a credit card for the free trial?']);
  await search.fill('slots');
  await expect(questions(page)).toHaveText(['How does VenueDesk prevent double bookings?']);
  // A word of a category's description finds the category, which has no question yet (issue #23).
  await search.fill('deposits');
  await expect(page.getByRole('heading', { name: 'Payments & Billing' })).toBeVisible();
  await expect(page.getByText('No questions about this yet: our support team will gladly answer yours.')).toBeVisible();
  await expect(questions(page)).toHaveCount(0);

  await search.fill('wedding cake recipes');
  await expect(page.getByText('No results found')).toBeVisible();
  await page.getByRole('button', { name: 'Clear Search' }).click();
  await expect(search).toHaveValue('');
  await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Browse by category' })).toBeVisible();
});

test('only one FAQ answer is open at a time', async ({ page }) => {
  await openRendered(page, '/help');
  const first = question(page, 'How do I set up my venue?');
  const other = question(page, 'How do I reschedule an event?');
  await first.locator('summary').click();
  await expect(first).toHaveJSProperty('open', true);
  await expect(page.getByText(/add your event types, availability and contract templates/)).toBeVisible();
  await other.locator('summary').click();
  await expect(other).toHaveJSProperty('open', true);
  await expect(first).toHaveJSProperty('open', false);
  await expect(page.getByText(/add your event types, availability and contract templates/)).toBeHidden();
  await other.locator('summary').click();
  await expect(other).toHaveJSProperty('open', false);
});

test('Still need help? leads to the contact page; Schedule a Call goes nowhere', async ({ page }) => {
  await openRendered(page, '/help');
  const block = page.getByRole('region', { name: 'Still need help?' });
  await block.getByRole('button', { name: 'Schedule a Call' }).click();
  await expect(page).toHaveURL(/\/help$/);
  await block.getByRole('link', { name: 'Contact Support' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Get in touch' })).toBeVisible();
});
