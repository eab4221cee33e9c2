import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { otherLanguageChunks, readBuild } from '../bench/js-budget.ts';
import { createAccount, openRendered, signInByApi, watchHydration } from './support.ts';

/**
 * A page downloads its messages in the visitor's language only (docs/decisions/076): English is in
 * the page's bundle, and the Spanish come in chunks of their own, fetched when Spanish is chosen.
 */
const build = readBuild('dist/client');
const spanishChunks = otherLanguageChunks(build);
const inquirySpanish = build.manifest['src/client/features/inquiries/inquiry-i18n.es.ts']!.file;

async function venueSlug(page: Page): Promise<string> {
  const venueName = `Casa Una ${randomBytes(3).toString('hex')}`;
  const { email, password } = await createAccount(page.request, { venueName, firstName: 'Lupe' });
  const { token } = await signInByApi(page.request, email, password);
  const settings = await page.request.get('/api/settings', { headers: { Authorization: `Bearer ${token}` } });
  return ((await settings.json()) as { venue: { slug: string } }).venue.slug;
}

/** The scripts the page fetches, by their path in the build (assets/…). */
function recordScripts(page: Page): string[] {
  const fetched: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('.js')) fetched.push(pathname.slice(1));
  });
  return fetched;
}

test.describe('an English browser', () => {
  test.use({ locale: 'en-US' });

  test('fetches no Spanish catalog chunk on a first visit to the inquiry form, and Spanish only from the switch', async ({
    page,
  }) => {
    expect(spanishChunks).toContain(inquirySpanish);
    const slug = await venueSlug(page);
    const fetched = recordScripts(page);
    await openRendered(page, `/inquire/${slug}`);
    await expect(page.getByRole('heading', { name: 'Tell us about your event' })).toBeVisible();
    // The form's own checks, in English, need nothing more.
    await page.getByRole('button', { name: 'Send Inquiry' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(fetched.length).toBeGreaterThan(0);
    expect(fetched.filter((file) => spanishChunks.includes(file))).toEqual([]);

    await page.getByLabel('Full Name').fill('Ana');
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Español' }).click();
    await expect(page.getByRole('heading', { name: 'Cuéntenos sobre su evento' })).toBeVisible();
    await expect(page.getByLabel('Nombre completo')).toHaveValue('Ana');
    expect(fetched).toContain(inquirySpanish);
  });
});

test.describe('a Spanish browser', () => {
  test.use({ locale: 'es-MX' });

  test('gets the inquiry form rendered in Spanish and hydrates it with the Spanish chunk, keeping its HTML', async ({
    page,
  }) => {
    const slug = await venueSlug(page);
    const fetched = recordScripts(page);
    const hydration = await watchHydration(page);
    const response = await page.goto(`/inquire/${slug}`);
    // The server names the page's Spanish chunk with its own, to fetch after the first paint.
    expect(await response!.text()).toContain(`<link rel="modulepreload" crossorigin href="/${inquirySpanish}">`);
    await expect(page.getByRole('heading', { name: 'Cuéntenos sobre su evento' })).toBeVisible();
    // No element of the server's HTML replaced (no fallback, no English), nothing logged.
    await hydration.expectHydratedQuietly();
    expect(fetched).toContain(inquirySpanish);
    await page.getByRole('button', { name: 'Enviar consulta' }).click();
    await expect(page.getByText('El nombre es obligatorio')).toBeVisible();
  });
});
