import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { waitForMessage } from './mailbox.ts';
import {
  createAccount,
  expectFitsThePhone,
  expectNoSeriousA11yViolations,
  openRendered,
  signInByApi,
  uniqueEmail,
} from './support.ts';

// A couple on a phone whose browser speaks Mexican Spanish (docs/decisions/068).
test.use({
  locale: 'es-MX',
  timezoneId: 'America/Los_Angeles',
  viewport: { width: 390, height: 844 },
});
test.describe.configure({ timeout: 90_000 });

/** English the form would show if any of it were left untranslated. */
const ENGLISH = [
  'Tell us about your event',
  'Full Name',
  'Preferred Event Date',
  'Expected Guest Count',
  'Send Inquiry',
  'Powered by',
  'Event inquiry',
];

test('a Spanish-speaking visitor inquires from a phone and is answered in Spanish', async ({ page }) => {
  const venueName = `Hacienda Sol ${randomBytes(3).toString('hex')}`;
  const { email, password } = await createAccount(page.request, { venueName, firstName: 'Rosa' });
  const { token } = await signInByApi(page.request, email, password);
  const settings = await page.request.get('/api/settings', { headers: { Authorization: `Bearer ${token}` } });
  const { slug } = ((await settings.json()) as { venue: { slug: string } }).venue;

  await openRendered(page, `/inquire/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: venueName })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Cuéntenos sobre su evento' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page).toHaveTitle(`Consulta en ${venueName} · VenueDesk`);
  // The address names the language the page was rendered in, so the page can be shared as it is.
  await expect(page).toHaveURL(/[?&]lang=es\b/);
  const switcher = page.getByRole('navigation', { name: 'Idioma' });
  await expect(switcher.getByRole('link', { name: 'Español' })).toHaveAttribute('aria-current', 'true');
  await expect(switcher.getByRole('link', { name: 'English' })).toBeVisible();
  const text = await page.locator('body').innerText();
  for (const english of ENGLISH) expect(text, `"${english}" is left in English`).not.toContain(english);
  await expectFitsThePhone(page, 'The inquiry form in Spanish');
  await expectNoSeriousA11yViolations(page);

  // The form's own checks speak Spanish.
  await page.getByRole('button', { name: 'Enviar consulta' }).click();
  await expect(page.getByText('El nombre es obligatorio')).toBeVisible();
  await expect(page.getByText('El correo electrónico es obligatorio')).toBeVisible();

  const visitor = uniqueEmail('ana');
  await page.getByLabel('Nombre completo').fill('Ana López');
  await page.getByLabel('Correo electrónico').fill(visitor);
  await page.getByLabel('Tipo de evento').selectOption({ label: 'Quinceañera' });
  await page.getByLabel('Notas').fill('Una fiesta por la tarde.');
  await page.getByRole('button', { name: 'Enviar consulta' }).click();

  const thanks = page.getByRole('region', { name: '¡Gracias, Ana López!' });
  await expect(thanks).toBeVisible({ timeout: 15_000 });
  await expect(thanks).toContainText(`${venueName} recibió su consulta`);
  await expect(thanks.getByRole('button', { name: 'Enviar otra consulta' })).toBeVisible();
  await expectFitsThePhone(page, 'The Spanish acknowledgement');
  await expectNoSeriousA11yViolations(page);

  // The acknowledgement e-mail is in the lead's language, and the lead keeps it.
  const message = await waitForMessage(visitor, 'Gracias por su consulta');
  expect(message).toContain('Hola, Ana L');
  expect(message).not.toContain('Thank you for your inquiry');
  const leads = await page.request.get('/api/leads', { headers: { Authorization: `Bearer ${token}` } });
  const lead = ((await leads.json()) as { email: string; language: string }[]).find((row) => row.email === visitor);
  expect(lead?.language).toBe('es');

  // The switch turns the page to English in place.
  await page.getByRole('button', { name: 'Enviar otra consulta' }).click();
  await page.getByRole('navigation', { name: 'Idioma' }).getByRole('link', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Tell us about your event' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveURL(/[?&]lang=en\b/);
});
