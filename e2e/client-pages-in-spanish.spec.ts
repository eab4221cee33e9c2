import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoEnglishLeft, findEnglishWords } from './english-left.ts';
import { createAccount, openRendered, signInByApi, uniqueEmail, watchHydration } from './support.ts';

// Issue #22: every page a couple, family or visitor sees, opened in Spanish, has no English left
// but the venue's own words. One crawl over them all; each page's journey has its own spec.
test.use({ locale: 'es-MX', timezoneId: 'America/Los_Angeles', viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 120_000 });

test('the English detector finds untranslated text and passes Spanish', () => {
  expect(findEnglishWords('Firme el contrato antes del sábado')).toBeNull();
  expect(findEnglishWords('Consulta de evento · VenueDesk')).toBeNull();
  expect(findEnglishWords('Sign the contract')).toBe('Sign');
  expect(findEnglishWords('Pague su depósito: Pay now')).toBe('Pay');
  expect(findEnglishWords('you@example.com')).toBe('you');
  expect(findEnglishWords('Vence el 1 may 2031')).toBeNull();
  expect(findEnglishWords('It may be paid')).toBe('It');
  expect(findEnglishWords('Vence pronto: may be late')).toBe('may');
});

/** A venue of its own, named so that its name has no English word, with its owner's token. */
async function createVenue(request: APIRequestContext) {
  const venueName = `Hacienda Luna ${randomBytes(3).toString('hex')}`;
  const { email, password } = await createAccount(request, { venueName, firstName: 'Rosa' });
  const { token } = await signInByApi(request, email, password);
  const auth = { Authorization: `Bearer ${token}` };
  const settings = await request.get('/api/settings', { headers: auth });
  const { slug } = ((await settings.json()) as { venue: { slug: string } }).venue;
  return { venueName, slug, auth };
}

test('the inquiry form and its thank-you, in Spanish, have no English left', async ({ page }) => {
  const { slug } = await createVenue(page.request);
  const hydration = await watchHydration(page);
  await openRendered(page, `/inquire/${slug}?lang=es`);
  // The browser's messages, compiled at build time, write what the server's did (docs/decisions/068).
  await hydration.expectHydratedQuietly();
  await expect(page.getByRole('heading', { name: 'Cuéntenos sobre su evento' })).toBeVisible();
  await expectNoEnglishLeft(page, 'the inquiry form');

  const visitor = uniqueEmail('lucia');
  await page.getByLabel('Nombre completo').fill('Lucía Pérez');
  await page.getByLabel('Correo electrónico').fill(visitor);
  await page.getByLabel('Fecha preferida del evento').fill('2031-10-04');
  await page.getByRole('button', { name: 'Enviar consulta' }).click();
  await expect(page.getByRole('heading', { name: '¡Gracias, Lucía Pérez!' })).toBeVisible();
  await expectNoEnglishLeft(page, 'the thank-you', [visitor]);
});
