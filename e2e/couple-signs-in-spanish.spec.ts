import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { expectNoEnglishLeft } from './english-left.ts';
import { waitForMessage } from './mailbox.ts';
import {
  createAccount,
  expectFitsThePhone,
  expectNoSeriousA11yViolations,
  signInByApi,
  uniqueEmail,
} from './support.ts';

// The couple's phone speaks English: only the link's ?lang=es, from the booking, makes the page Spanish.
test.use({ locale: 'en-US', timezoneId: 'America/Los_Angeles', viewport: { width: 390, height: 844 } });
// A venue, a booking, a contract, a sealed PDF and several axe runs on a busy two-core machine.
test.describe.configure({ timeout: 150_000 });
const FIRST_PAINT = { timeout: 20_000 };
const SCREENSHOTS = process.env.SCREENSHOT_DIR;

const utf8 = (text: string) => Buffer.from(text, 'latin1').toString('utf8');

async function drawSignature(page: Page): Promise<void> {
  const canvas = page.getByRole('img', { name: /^Recuadro de firma/ });
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.5);
  await page.mouse.down();
  for (let i = 1; i <= 24; i++) {
    const t = i / 24;
    await page.mouse.move(box.x + box.width * (0.1 + 0.8 * t), box.y + box.height * (0.5 + 0.25 * Math.sin(t * 12)), {
      steps: 2,
    });
  }
  await page.mouse.up();
  await expect(canvas).toHaveAccessibleName('Recuadro de firma, firmado');
}

test('staff in English send a contract to a Spanish-speaking couple, who read, sign and keep it in Spanish', async ({
  browser,
  request,
}) => {
  // Staff: an English venue account, acting through the API in English.
  const venueName = 'Hacienda Firmas';
  const { email, password } = await createAccount(request, { venueName, firstName: 'Olivia' });
  const { headers } = await signInByApi(request, email, password);
  const couple = uniqueEmail('ana');
  const booking = await request.post('/api/bookings', {
    headers,
    data: {
      coupleNames: 'Ana & Luis',
      eventDate: '2031-03-15T23:00:00.000Z',
      eventType: 'Quinceañera',
      guestCount: 120,
      email: couple,
      status: 'booked',
      totalAmount: '9800',
      language: 'es',
    },
  });
  expect(booking.status()).toBe(201);
  const created = await request.post('/api/contracts', {
    headers,
    data: {
      bookingId: ((await booking.json()) as { id: number }).id,
      templateId: null,
      templateName: 'Contrato de quinceañera',
      content: 'Este contrato es entre {{venueName}} y {{coupleNames}}.\nTotal: {{totalAmount}}.',
      signerEmail: couple,
      status: 'draft',
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  expect((await request.post(`/api/contracts/${id}/send`, { headers })).status()).toBe(200);

  // The couple's e-mail is Spanish, and its link opens the page in Spanish.
  // The sink's text is the message's bytes, one character each: read them as the UTF-8 they are.
  const message = utf8(await waitForMessage(couple, 'Su contrato de Hacienda Firmas'));
  expect(message).toContain('le envió «Contrato de quinceañera» para que lo lea y lo firme electrónicamente');
  expect(message).toContain('Revisar y firmar');
  expect(message).not.toMatch(/Review and sign|The link works|ready to sign/);
  const link = /https?:\/\/\S+?\/contract\/[A-Za-z0-9_-]+\/sign\?lang=es/.exec(message)?.[0];
  expect(link, 'the signing link with ?lang=es').toBeTruthy();

  const context = await browser.newContext({
    acceptDownloads: true,
    locale: 'en-US',
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: 'Contrato de quinceañera' })).toBeVisible(FIRST_PAINT);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { name: 'Firmar electrónicamente' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Idioma' }).getByRole('link', { name: 'Español' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expectNoEnglishLeft(page, 'the signing page', [couple]);
  await expectFitsThePhone(page, 'The signing page in Spanish');
  await expectNoSeriousA11yViolations(page);
  if (SCREENSHOTS) {
    await page.screenshot({ path: `${SCREENSHOTS}/signing-es-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${SCREENSHOTS}/signing-es-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
  }

  // Its checks speak Spanish, then the couple signs.
  await page.getByRole('button', { name: 'Firmar contrato' }).click();
  await expect(page.getByText('El nombre de quien firma es obligatorio')).toBeVisible();
  await expect(page.getByText('Acepte firmar electrónicamente para continuar')).toBeVisible();
  await page.getByLabel('Nombre completo', { exact: true }).fill('Ana Torres');
  await page.getByLabel('Correo electrónico', { exact: true }).fill(couple);
  await drawSignature(page);
  await page.getByRole('checkbox', { name: /^Acepto firmar electrónicamente\./ }).check();
  await page.getByRole('button', { name: 'Firmar contrato' }).click();
  await expect(page.getByRole('heading', { name: 'Contrato firmado' })).toBeVisible(FIRST_PAINT);
  await expect(page.getByText(/se firmó el \d{1,2} de [a-z]+ de \d{4}/)).toBeVisible();
  await expectFitsThePhone(page, 'The signed contract in Spanish');
  await expectNoSeriousA11yViolations(page);
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/signed-es-390.png`, fullPage: true });

  // The signed PDF's words are Spanish where VenueDesk wrote them (pdftotext, as a reader extracts them).
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Descargar PDF' }).click(),
  ]);
  const pdfPath = await download.path();
  expect((await readFile(pdfPath)).includes('/SubFilter /adbe.pkcs7.detached')).toBe(true);
  const { stdout } = await promisify(execFile)('pdftotext', ['-enc', 'UTF-8', pdfPath, '-']);
  const pdfText = stdout.replace(/\s+/g, ' ');
  for (const spanish of [
    'Firmado electrónicamente por Ana Torres',
    'Certificado de finalización',
    'Idioma de la página de firma: Español',
    'Consentimiento dado antes de firmar: «Acepto firmar electrónicamente.',
    'Registro de auditoría',
    'Enviado para firma',
    // Who did what: VenueDesk's words and the staff role in Spanish, the recorded names as recorded.
    'Por: Visitante con el enlace de firma',
    '(propietario)',
    'Página 1 de',
  ]) {
    expect(pdfText, `the PDF says "${spanish}"`).toContain(spanish);
  }
  expect(pdfText).not.toMatch(
    /Certificate of Completion|Signed electronically|Audit trail|Consent given|Visitor with|\(owner\)/,
  );

  // The trail records the language, and every check of the evidence still passes.
  const audit = await request.get(`/api/contracts/${id}/audit`, { headers });
  const report = (await audit.json()) as { verified: boolean; events: { type: string; language: string | null }[] };
  expect(report.verified).toBe(true);
  expect(report.events.find((event) => event.type === 'signed')?.language).toBe('es');

  // The signed copy reaches the couple in Spanish.
  const copy = utf8(await waitForMessage(couple, 'Su contrato firmado con Hacienda Firmas'));
  expect(copy).toContain('Hola, Ana Torres:');
  await context.close();
});

test('a couple signs a bilingual contract on a Spanish page: both versions shown, and both in the signed PDF with their hashes', async ({
  browser,
  request,
}) => {
  const venueName = 'Hacienda Dos Idiomas';
  const { email, password } = await createAccount(request, { venueName, firstName: 'Olivia' });
  const { headers } = await signInByApi(request, email, password);
  const couple = uniqueEmail('lucia');
  const booking = await request.post('/api/bookings', {
    headers,
    data: {
      coupleNames: 'Lucía & Mateo',
      eventDate: '2031-05-10T23:00:00.000Z',
      eventType: 'Wedding',
      guestCount: 90,
      email: couple,
      status: 'booked',
      totalAmount: '12500',
      language: 'es',
    },
  });
  expect(booking.status()).toBe(201);
  // Staff make it bilingual: the English version governs, the Spanish one beside it (decision 074).
  const created = await request.post('/api/contracts', {
    headers,
    data: {
      bookingId: ((await booking.json()) as { id: number }).id,
      templateId: null,
      templateName: 'Wedding Agreement',
      content: 'This agreement is between {{venueName}} and {{coupleNames}}.\nTotal: {{totalAmount}}.',
      language: 'en',
      translations: {
        // Its Spanish version has a Spanish name (session 31), which Spanish readers read.
        es: {
          content: 'Este acuerdo es entre {{venueName}} y {{coupleNames}}.\nTotal: {{totalAmount}}.',
          name: 'Contrato de boda',
        },
      },
      signerEmail: couple,
      status: 'draft',
    },
  });
  expect(created.status()).toBe(201);
  const contract = (await created.json()) as { id: string; content: string; translations: { es: { content: string } } };
  expect(contract.translations.es.content).toContain('Este acuerdo es entre Hacienda Dos Idiomas y Lucía & Mateo.');
  expect((await request.post(`/api/contracts/${contract.id}/send`, { headers })).status()).toBe(200);
  const message = utf8(await waitForMessage(couple, 'Su contrato de Hacienda Dos Idiomas'));
  expect(message).toContain('le envió «Contrato de boda» para que lo lea');
  const link = /https?:\/\/\S+?\/contract\/[A-Za-z0-9_-]+\/sign\?lang=es/.exec(message)?.[0];
  expect(link, 'the signing link with ?lang=es').toBeTruthy();

  const context = await browser.newContext({
    acceptDownloads: true,
    locale: 'en-US',
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: 'Contrato de boda' })).toBeVisible(FIRST_PAINT);
  await expect(page).toHaveTitle(/^Firmar Contrato de boda/);
  await expect(
    page.getByText('Este contrato está redactado en inglés y en español. Rige la versión en inglés'),
  ).toBeVisible();
  const englishVersion = page.getByRole('article', { name: 'Versión en inglés' });
  const spanishVersion = page.getByRole('article', { name: 'Versión en español' });
  await expect(englishVersion).toHaveAttribute('lang', 'en');
  await expect(englishVersion).toContainText('This agreement is between Hacienda Dos Idiomas and Lucía & Mateo.');
  await expect(spanishVersion).toHaveAttribute('lang', 'es');
  await expect(spanishVersion).toContainText('Este acuerdo es entre Hacienda Dos Idiomas y Lucía & Mateo.');
  await expect(page.getByRole('region', { name: 'Versión en inglés' }).getByText('Versión que rige')).toBeVisible();
  // The English version is the venue's text, marked lang="en": not English left on the page.
  await expectNoEnglishLeft(page, 'the bilingual signing page', [couple]);
  await expectFitsThePhone(page, 'A bilingual contract on the Spanish signing page');
  await expectNoSeriousA11yViolations(page);
  if (SCREENSHOTS) {
    await page.screenshot({ path: `${SCREENSHOTS}/signing-bilingual-es-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${SCREENSHOTS}/signing-bilingual-es-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
  }

  await page.getByLabel('Nombre completo', { exact: true }).fill('Lucía Torres');
  await page.getByLabel('Correo electrónico', { exact: true }).fill(couple);
  await drawSignature(page);
  await page.getByRole('checkbox', { name: /^Acepto firmar electrónicamente\./ }).check();
  await page.getByRole('button', { name: 'Firmar contrato' }).click();
  await expect(page.getByRole('heading', { name: 'Contrato firmado' })).toBeVisible(FIRST_PAINT);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Descargar PDF' }).click(),
  ]);
  const { stdout } = await promisify(execFile)('pdftotext', ['-enc', 'UTF-8', await download.path(), '-']);
  const pdfText = stdout.replace(/\s+/g, ' ');
  const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
  expect(pdfText).not.toContain('Wedding Agreement');
  for (const expected of [
    'Contrato: Contrato de boda',
    'Rige la versión en inglés: si ambas difieren, prevalece esa versión.',
    'Versión en inglés (la que rige)',
    'This agreement is between Hacienda Dos Idiomas and Lucía & Mateo.',
    'Versión en español',
    'Este acuerdo es entre Hacienda Dos Idiomas y Lucía & Mateo.',
    'Versiones firmadas por idioma: Versión en inglés (la que rige), Versión en español',
    `SHA-256 de la versión en inglés tal como se firmó: ${sha256(contract.content)}`,
    `SHA-256 de la versión en español tal como se firmó: ${sha256(contract.translations.es.content)}`,
  ]) {
    expect(pdfText, `the PDF says "${expected}"`).toContain(expected);
  }
  expect(pdfText.indexOf('This agreement is between')).toBeLessThan(pdfText.indexOf('Este acuerdo es entre'));

  // The signed event records both versions and their hashes, and the evidence verifies.
  const audit = await request.get(`/api/contracts/${contract.id}/audit`, { headers });
  const report = (await audit.json()) as {
    verified: boolean;
    events: { type: string; versions: { language: string; sha256: string; governs: boolean }[] | null }[];
  };
  expect(report.verified).toBe(true);
  expect(report.events.find((event) => event.type === 'signed')?.versions).toEqual([
    { language: 'en', sha256: sha256(contract.content), governs: true },
    { language: 'es', sha256: sha256(contract.translations.es.content), governs: false },
  ]);
  await context.close();
});
