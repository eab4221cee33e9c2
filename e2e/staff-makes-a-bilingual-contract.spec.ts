import { expect as baseExpect, test, type Page } from '@playwright/test';
import {
  createAccount,
  expectFitsThePhone,
  expectNoSeriousA11yViolations,
  signInByApi,
  signInThroughForm,
} from './support.ts';

test.use({ timezoneId: 'America/Los_Angeles' });
// Sign-in (scrypt) and lazy pages take seconds on a shared two-core machine.
const expect = baseExpect.configure({ timeout: 15_000 });
const SCREENSHOTS = process.env.SCREENSHOT_DIR;

async function shoot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

test('an owner writes a template’s Spanish version, makes a bilingual contract for a Spanish-reading couple and edits its Spanish version (decision 074)', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const { email, password } = await createAccount(request, { venueName: 'Casa Dos Idiomas', firstName: 'Rosa' });
  await signInThroughForm(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const { headers } = await signInByApi(request, email, password);
  const booking = await request.post('/api/bookings', {
    headers,
    data: {
      coupleNames: 'Lucía & Mateo',
      email: 'lucia@example.com',
      eventDate: '2031-06-14T16:00:00-07:00',
      eventType: 'Wedding',
      guestCount: 120,
      status: 'booked',
      totalAmount: '9800.00',
      language: 'es',
    },
  });
  expect(booking.status()).toBe(201);

  // Settings → Contract Templates: a new venue's default template has VenueDesk's Spanish version
  // (nothing Missing); the owner writes their own, and the tab says Missing while it is blank.
  await page.getByRole('navigation').getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('tab', { name: 'Contract Templates' }).click();
  const templates = page.getByRole('list', { name: 'Contract templates' });
  await expect(templates.getByRole('listitem').first()).toContainText('Wedding Venue Agreement');
  await expect(templates.getByRole('listitem').first()).not.toContainText('Missing');
  await templates.getByRole('button', { name: 'Edit Wedding Venue Agreement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Template' });
  const spanishTab = dialog.getByRole('tab', { name: /Spanish version/ });
  await expect(spanishTab).not.toContainText('Missing');
  await spanishTab.click();
  const spanishTemplate = dialog.getByLabel('Content in Spanish');
  await expect(spanishTemplate).toHaveValue(/^CONTRATO DE ALQUILER DEL LUGAR PARA BODA/);
  // Its Spanish name, VenueDesk's too (session 31).
  await expect(dialog.getByLabel('Name in Spanish')).toHaveValue('Contrato de alquiler del lugar para boda');
  await spanishTemplate.fill('');
  await expect(spanishTab).toContainText('Missing');
  await spanishTemplate.fill('Acuerdo entre {{venueName}} y {{coupleNames}} por {{totalAmount}}.');
  await expect(spanishTab).not.toContainText('Missing');
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'template-spanish-version-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectFitsThePhone(page, 'The template dialog’s Spanish version');
  await shoot(page, 'template-spanish-version-390');
  await page.setViewportSize({ width: 1280, height: 900 });
  await dialog.getByRole('button', { name: 'Save Template' }).click();
  await expect(page.getByText('Template saved')).toBeVisible();
  await expect(templates.getByRole('listitem').first()).not.toContainText('Missing');

  // Create Contract: choosing the couple's booking starts from the Spanish version.
  await page.getByRole('navigation').getByRole('link', { name: 'Contracts' }).click();
  await page.getByRole('button', { name: 'Create Contract' }).click();
  const create = page.getByRole('dialog', { name: 'Create Contract' });
  await create.getByRole('combobox', { name: 'Booking' }).click();
  await page.getByRole('option', { name: /Lucía & Mateo/ }).click();
  await expect(create.getByRole('combobox', { name: 'Contract Language' })).toContainText('Spanish');
  await expect(create.getByLabel('Contract Content')).toHaveValue(
    'Acuerdo entre {{venueName}} y {{coupleNames}} por {{totalAmount}}.',
  );
  // Bilingual: Spanish governs, the English original beside it.
  await create.getByRole('checkbox', { name: 'Bilingual contract (both versions)' }).check();
  await expect(create.getByLabel('Contract Content in English')).toHaveValue(/WEDDING VENUE RENTAL AGREEMENT/);
  await expect(create.getByText('The Spanish version governs: where the two differ, it prevails.')).toBeVisible();
  // Named in Spanish, the contract's language, and in English for its English version (session 31).
  await expect(create.getByTestId('contract-name-used')).toHaveText(
    'The couple reads it as “Contrato de alquiler del lugar para boda” and, in English, “Wedding Venue Agreement”.',
  );
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'create-bilingual-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectFitsThePhone(page, 'The Create Contract dialog, bilingual');
  await shoot(page, 'create-bilingual-390');
  await page.setViewportSize({ width: 1280, height: 900 });
  await create.getByRole('button', { name: 'Save as Draft' }).click();
  await expect(page.getByText('Contract created')).toBeVisible();

  // Edit of the draft: both versions, each under its language; a fix to the Spanish is saved with the English.
  await page.getByRole('button', { name: 'View contract for Lucía & Mateo' }).click();
  // Staff pages show the contract's name as it was made: in Spanish, its governing language.
  const view = page.getByRole('dialog', { name: /Contrato de alquiler del lugar para boda/ });
  await view.getByRole('button', { name: 'Edit' }).click();
  const spanish = view.getByLabel('Contract Content in Spanish');
  await expect(spanish).toHaveAttribute('lang', 'es');
  await spanish.fill('Acuerdo entre Casa Dos Idiomas y Lucía & Mateo por $9,800.00, saldo 30 días antes.');
  const english = view.getByLabel('Contract Content in English');
  await expect(english).toHaveAttribute('lang', 'en');
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'edit-bilingual-1280');
  await english.scrollIntoViewIfNeeded();
  await shoot(page, 'edit-bilingual-english-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectFitsThePhone(page, 'The Edit of a bilingual draft');
  await spanish.scrollIntoViewIfNeeded();
  await shoot(page, 'edit-bilingual-390');
  await english.scrollIntoViewIfNeeded();
  await shoot(page, 'edit-bilingual-english-390');
  await page.setViewportSize({ width: 1280, height: 900 });
  await view.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Contract updated')).toBeVisible();

  const listed = await request.get('/api/contracts', { headers });
  const [contract] = (await listed.json()) as {
    language: string;
    content: string;
    templateName: string;
    translations: { en?: { content: string; name?: string } };
  }[];
  expect(contract!.language).toBe('es');
  expect(contract!.content).toBe('Acuerdo entre Casa Dos Idiomas y Lucía & Mateo por $9,800.00, saldo 30 días antes.');
  expect(contract!.translations.en!.content).toContain('The total fee for the rental is $9,800.00.');
  expect(contract!.templateName).toBe('Contrato de alquiler del lugar para boda');
  expect(contract!.translations.en!.name).toBe('Wedding Venue Agreement');
});
