import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoEnglishLeft } from './english-left.ts';
import { waitForMessage } from './mailbox.ts';
import {
  createAccount,
  expectFitsThePhone,
  expectNoSeriousA11yViolations,
  signInByApi,
  uniqueEmail,
  watchHydration,
} from './support.ts';

// Issue #22: the shared calendar (rendered on the server in the visitor's language) and a
// couple's portal invitation, on a phone, in Spanish (docs/decisions/068).
test.use({ viewport: { width: 390, height: 844 }, timezoneId: 'America/Los_Angeles' });
test.describe.configure({ timeout: 90_000 });

async function ownerWithBooking(request: APIRequestContext, booking: Record<string, unknown>) {
  const venueName = `Salón Luna ${randomBytes(3).toString('hex')}`;
  const { email, password } = await createAccount(request, { venueName, firstName: 'Rosa' });
  const { token } = await signInByApi(request, email, password);
  const auth = { Authorization: `Bearer ${token}` };
  const created = await request.post('/api/bookings', {
    headers: auth,
    data: {
      coupleNames: 'Ana & Luis',
      eventDate: '2031-06-14T16:00:00-07:00',
      eventType: 'Quinceañera',
      guestCount: 150,
      status: 'booked',
      totalAmount: '12500.00',
      ...booking,
    },
  });
  expect(created.status()).toBe(201);
  return { venueName, auth, booking: (await created.json()) as { id: number } };
}

async function screenshots(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.waitForTimeout(250);
  await page.screenshot({ path: test.info().outputPath(`${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
}

test('the shared calendar is rendered in Spanish for a Spanish browser and hydrates without a warning', async ({
  browser,
  request,
}) => {
  const { venueName, auth } = await ownerWithBooking(request, { email: uniqueEmail('ana') });
  const settings = { publicAccess: true, includeClientNames: true, includeRevenue: true };
  expect((await request.put('/api/calendar/share', { headers: auth, data: settings })).status()).toBe(200);
  const share = await request.get('/api/calendar/share', { headers: auth });
  const path = new URL(((await share.json()) as { shareUrl: string }).shareUrl).pathname;

  // The server's render: ?lang=es and Accept-Language es-MX give the same Spanish page (one
  // ETag), English another; caches are told the answer varies with both.
  const asked = (url: string, language: string) => request.get(url, { headers: { 'Accept-Language': language } });
  const byQuery = await asked(`${path}?month=2031-06&lang=es`, 'en-US');
  const byBrowser = await asked(`${path}?month=2031-06`, 'es-MX,es;q=0.9');
  const english = await asked(`${path}?month=2031-06`, 'en-US');
  for (const response of [byQuery, byBrowser, english]) {
    expect(response.status()).toBe(200);
    expect(response.headers()['vary']).toBe('Accept-Encoding, Accept-Language, Cookie');
  }
  const spanishHtml = await byBrowser.text();
  expect(spanishHtml).toContain('<html lang="es"');
  expect(spanishHtml).toContain(`<title>Calendario de ${venueName} · VenueDesk</title>`);
  expect(spanishHtml).toContain('junio de 2031');
  expect(spanishHtml).toContain('sábado, 14 de junio');
  expect(byQuery.headers()['etag']).toBe(byBrowser.headers()['etag']);
  expect(english.headers()['etag']).not.toBe(byBrowser.headers()['etag']);
  expect(await english.text()).toContain('<html lang="en"');

  // A couple's phone speaking Mexican Spanish, with nothing saved.
  const context = await browser.newContext({
    locale: 'es-MX',
    viewport: { width: 390, height: 844 },
    timezoneId: 'Asia/Tokyo',
  });
  const page = await context.newPage();
  const hydration = await watchHydration(page);
  await page.goto(`${path}?month=2031-06`);
  await hydration.expectHydratedQuietly();
  await expect(page.getByRole('heading', { level: 1, name: venueName })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page).toHaveTitle(`Calendario de ${venueName} · VenueDesk`);
  await expect(page).toHaveURL(/[?&]lang=es\b/);
  await expect(page.getByRole('heading', { name: 'junio de 2031' })).toBeVisible();
  const quince = page
    .getByRole('heading', { level: 4, name: 'Ana & Luis - Quinceañera' })
    .locator('xpath=ancestor::li[1]');
  await expect(quince).toContainText('4:00 p.m.');
  await expect(quince).toContainText('Reservado');
  await expect(quince).toContainText('$12,500.00');
  await expect(page.getByRole('link', { name: 'Agregar al calendario' })).toBeVisible();
  // The downloaded calendar's own texts are Spanish too (VenueDesk's, not the venue's).
  const ics = await page.getByRole('link', { name: 'Descargar ICS' }).getAttribute('href');
  const feed = await request.get(new URL(ics!, page.url()).pathname + new URL(ics!, page.url()).search);
  expect(feed.status()).toBe(200);
  const calendar = (await feed.text()).replace(/\r\n /g, '');
  expect(calendar).toContain('PRODID:-//VenueDesk//Calendar//ES');
  // The amount as the Spanish page writes it (a TEXT value escapes its comma).
  expect(calendar).toContain('Total: $12\\,500.00');
  await expectNoEnglishLeft(page, 'the shared calendar');
  await expectFitsThePhone(page, 'The shared calendar in Spanish');
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'shared-calendar-es');

  // The month turns in Spanish, and the switch turns the page to English in place.
  await page.getByRole('link', { name: /Mes siguiente/ }).click();
  await expect(page.getByRole('heading', { name: 'julio de 2031' })).toBeVisible();
  await expect(page.getByText('No hay eventos en julio de 2031.')).toBeVisible();
  await page.getByRole('navigation', { name: 'Idioma' }).getByRole('link', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'July 2031' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await context.close();
});

test("a couple opens their Spanish booking's portal invitation and verification link in Spanish, from an English browser", async ({
  browser,
  request,
}) => {
  const coupleEmail = uniqueEmail('ana');
  const { venueName, auth, booking } = await ownerWithBooking(request, { email: coupleEmail, language: 'es' });
  expect((await request.post(`/api/bookings/${booking.id}/invite-client`, { headers: auth })).status()).toBe(200);

  const message = await waitForMessage(coupleEmail, 'Abrir mi portal de clientes');
  expect(message).toContain('Hola, Ana & Luis:');
  expect(message).not.toContain('Open my client portal');
  const link = /https?:\/\/[^\s"'<>]*\/accept-invite\/[\w-]+\?lang=es/.exec(message)?.[0];
  expect(link, 'the invitation links to the Spanish page').toBeTruthy();

  // The link's ?lang=es wins over the browser's English.
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const warnings: string[] = [];
  page.on('console', (entry) => {
    if (entry.type() === 'error' || entry.type() === 'warning') warnings.push(entry.text());
  });
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByRole('heading', { name: `Únase al portal de clientes de ${venueName}` })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('navigation', { name: 'Idioma' }).getByRole('link', { name: 'Español' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expectNoEnglishLeft(page, 'the accept-invitation page');
  await expectFitsThePhone(page, 'The accept-invitation page in Spanish');
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'accept-invite-es');

  await page.getByRole('button', { name: 'Aceptar invitación' }).click();
  await expect(page.getByText('El nombre es obligatorio')).toBeVisible();
  await page.getByLabel('Nombre', { exact: true }).fill('Ana');
  await page.getByLabel('Apellido').fill('López');
  await page.getByLabel('Contraseña', { exact: true }).fill('ana-secret-1');
  await page.getByLabel('Confirmar contraseña').fill('ana-secret-1');
  await page.getByRole('button', { name: 'Aceptar invitación' }).click();
  // The portal keeps the link's Spanish though the browser is English (session 31: it was
  // English under a Spanish toast), and the choice is kept for the pages that follow.
  await expect(page).toHaveURL(/\/client-portal\?lang=es$/, { timeout: 20_000 });
  await expect(page.getByRole('tab', { name: 'Resumen', selected: true })).toBeVisible();
  await expectNoEnglishLeft(page, 'the portal after accepting', [venueName, 'Ana López']);
  expect((await context.cookies()).find((cookie) => cookie.name === 'venuedesk_lang')?.value).toBe('es');

  // Signing out lands on a couple's sign-in page in Spanish, not staff's English /login.
  await page.getByRole('banner').getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login\?lang=es$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
  await expectNoEnglishLeft(page, 'the sign-in page after signing out');

  // Staff's plain /login stays the spec's English page whatever the kept choice says.
  const staffLogin = await context.newPage();
  await staffLogin.goto('/login');
  await expect(staffLogin.getByText('Welcome back! Sign in to manage your venue.')).toBeVisible();
  await expect(staffLogin.locator('html')).toHaveAttribute('lang', 'en');
  await staffLogin.close();

  // Signing in there opens the portal in Spanish again.
  await page.getByLabel('Correo electrónico').fill(coupleEmail);
  await page.getByLabel('Contraseña').fill('ana-secret-1');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/client-portal\?lang=es$/, { timeout: 20_000 });
  await expect(page.getByRole('tab', { name: 'Resumen', selected: true })).toBeVisible();
  await expectNoEnglishLeft(page, 'the portal after signing in', [venueName, 'Ana López']);
  await expectFitsThePhone(page, 'The portal after signing in, in Spanish');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('portal-after-sign-in-es-390.png'), fullPage: true });
  expect(warnings).toEqual([]);
  await context.close();

  // Accepting did not prove the address (staff hold the link too): the couple asks for a
  // verification link, which comes in Spanish and opens the page in Spanish.
  const { token } = await signInByApi(request, coupleEmail, 'ana-secret-1');
  const asked = await request.post('/api/user/email-verification', { headers: { Authorization: `Bearer ${token}` } });
  expect(asked.status()).toBe(202);
  const verification = await waitForMessage(coupleEmail, 'Verificar mi correo');
  expect(verification).toContain('Hola, Ana:');
  const verifyLink = /https?:\/\/[^\s"'<>]*\/verify-email\/[\w-]+\?lang=es/.exec(verification)?.[0];
  expect(verifyLink, 'the verification e-mail links to the Spanish page').toBeTruthy();

  const verifyContext = await browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 } });
  const verifyPage = await verifyContext.newPage();
  const verifyWarnings: string[] = [];
  verifyPage.on('console', (entry) => {
    if (entry.type() === 'error' || entry.type() === 'warning') verifyWarnings.push(entry.text());
  });
  await verifyPage.goto(new URL(verifyLink!).pathname + new URL(verifyLink!).search);
  await expect(verifyPage.getByRole('heading', { name: 'Confirme su correo electrónico' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(verifyPage.locator('html')).toHaveAttribute('lang', 'es');
  await expect(verifyPage.getByLabel('Correo electrónico')).toHaveValue(coupleEmail);
  await expectNoEnglishLeft(verifyPage, 'the verify-email page');
  await expectFitsThePhone(verifyPage, 'The verify-email page in Spanish');
  await expectNoSeriousA11yViolations(verifyPage);
  await screenshots(verifyPage, 'verify-email-es');

  await verifyPage.getByLabel('Contraseña nueva').fill('ana-secret-2');
  await verifyPage.getByLabel('Confirmar contraseña').fill('ana-secret-2');
  await verifyPage.getByRole('button', { name: 'Confirmar e iniciar sesión' }).click();
  await expect(verifyPage).toHaveURL(/\/client-portal/, { timeout: 20_000 });
  expect(verifyWarnings).toEqual([]);
  await verifyContext.close();
});

test('a cut or unknown invitation link says so in Spanish, with the way home and the switch in Spanish', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  // Cut short (the server refuses the token's form: 400) and never issued (404) read the same.
  for (const token of ['bogus', randomBytes(32).toString('base64url')]) {
    await page.goto(`/accept-invite/${token}?lang=es`);
    await expect(page.getByRole('heading', { name: 'No encontramos la invitación' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText('Esta invitación ya no es válida')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Intentar de nuevo' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Volver al inicio' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Inicio de VenueDesk' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'inicie sesión' })).toHaveAttribute('href', '/login?lang=es');
    await expect(page.getByRole('navigation', { name: 'Idioma' })).toBeVisible();
    await expectNoEnglishLeft(page, `the invitation page of ${token.slice(0, 8)}…`);
    await expectFitsThePhone(page, 'The invitation error page in Spanish');
  }
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('accept-invite-unknown-es-390.png'), fullPage: true });
  await page.goto('/accept-invite/bogus?lang=es');
  await expect(page.getByRole('heading', { name: 'No encontramos la invitación' })).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: test.info().outputPath('accept-invite-bogus-es-390.png'), fullPage: true });
  await context.close();
});
