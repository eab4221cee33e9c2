import { mkdir } from 'node:fs/promises';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectNoEnglishLeft } from './english-left.ts';
import { waitForMessage } from './mailbox.ts';
import { inviteAndAccept, logInThroughApi } from './portal-bookings.ts';
import {
  createAccount,
  expectFitsThePhone,
  expectNoSeriousA11yViolations,
  PASSWORD,
  signInThroughForm,
  uniqueEmail,
} from './support.ts';

// A couple whose booking is in Spanish, on a phone whose browser asks for English: the e-mail's
// link (?lang=es) and then their saved choice keep the portal and its checkout in Spanish.
test.use({ timezoneId: 'America/Los_Angeles', locale: 'en-US', viewport: { width: 390, height: 844 } });

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 240_000 });

const SHOTS = 'test-results/spanish-portal';

/** The mailbox decodes quoted-printable byte by byte; the bytes are UTF-8. */
async function spanishMessage(to: string, text: string): Promise<string> {
  return Buffer.from(await waitForMessage(to, text), 'latin1').toString('utf8');
}

async function shoot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('a couple whose booking is Spanish opens the payment request, sees the portal in Spanish and pays the deposit there', async ({
  browser,
  request,
}) => {
  const venue = 'Salón Las Flores';
  const owner = await createAccount(request, { venueName: venue, firstName: 'Olivia' });
  const staff = { ...(await logInThroughApi(request, owner.email, owner.password)), 'Accept-Language': 'en-US' };
  const coupleEmail = uniqueEmail('familia');

  const booking = await request.post('/api/bookings', {
    headers: staff,
    data: {
      coupleNames: 'Familia García',
      email: coupleEmail,
      eventDate: '2031-06-14T23:00:00.000Z',
      eventType: 'Quinceañera',
      guestCount: 150,
      status: 'booked',
      totalAmount: '15000.00',
      language: 'es',
    },
  });
  expect(booking.status()).toBe(201);
  const bookingId = ((await booking.json()) as { id: number }).id;
  const payment = await request.post('/api/payments', {
    headers: staff,
    data: { bookingId, amount: '1500.00', type: 'deposit', description: null, dueDate: '2031-01-15' },
  });
  expect(payment.status()).toBe(201);
  const paymentId = ((await payment.json()) as { id: number }).id;
  await inviteAndAccept(request, staff, bookingId, { firstName: 'Lucía', lastName: 'García' });

  // Staff, in English, ask for the deposit; the couple's e-mail is Spanish and its link names Spanish.
  const requested = await request.post(`/api/payments/${paymentId}/request`, { headers: staff });
  expect(requested.status()).toBe(200);
  const message = await spanishMessage(coupleEmail, 'Solicitud de pago');
  expect(message).toContain('Hola, Familia García:');
  expect(message).toContain('le pide pagar $1,500.00 por: Pago del depósito');
  const link = /https?:\/\/\S*\/client-portal\?tab=payments&pay=\d+&lang=es/.exec(message)?.[0];
  expect(link, 'the request links to the portal in Spanish').toBeTruthy();

  const context = await browser.newContext({
    timezoneId: 'America/Los_Angeles',
    locale: 'en-US',
    viewport: { width: 390, height: 844 },
  });
  const client = await context.newPage();
  await signInThroughForm(client, coupleEmail, PASSWORD);
  await expect(client).toHaveURL(/\/client-portal/);
  await client.goto(new URL(link!).pathname + new URL(link!).search);

  // The request's payment opens at once, in Spanish, with the built-in test card form.
  const checkout = client.getByRole('dialog', { name: 'Pago con tarjeta' });
  await expect(checkout).toBeVisible();
  await expect(checkout).toContainText('Familia García — Depósito');
  await expect(checkout.getByTestId('checkout-amount')).toHaveText('$1,500.00');
  await expect(checkout.getByText('Modo de prueba: no se mueve dinero.')).toBeVisible();
  await expect(client.locator('html')).toHaveAttribute('lang', 'es');
  await expectNoSeriousA11yViolations(client);
  await expectFitsThePhone(client, 'The checkout in Spanish');
  // "Vencimiento (MM/AA)" wraps on a phone; its box stays level with the CVC's.
  await expect(checkout.getByLabel('Número de tarjeta')).toBeVisible();
  const expiryBox = await checkout.getByLabel('Vencimiento (MM/AA)').boundingBox();
  const cvcBox = await checkout.getByLabel('Código CVC').boundingBox();
  expect(Math.abs(expiryBox!.y - cvcBox!.y), 'the expiry and CVC boxes side by side').toBeLessThan(1);
  expect(Math.abs(expiryBox!.height - cvcBox!.height)).toBeLessThan(1);
  await shoot(client, 'checkout-390');
  await expectNoEnglishLeft(client, 'the checkout', [coupleEmail]);
  await client.setViewportSize({ width: 1280, height: 900 });
  await shoot(client, 'checkout-1280');
  await client.setViewportSize({ width: 390, height: 844 });

  // A wrong number is refused in Spanish; 4242 pays.
  await checkout.getByLabel('Número de tarjeta').fill('4242');
  await checkout.getByLabel('Vencimiento (MM/AA)').fill('12 / 30');
  await checkout.getByLabel('Código CVC').fill('123');
  await checkout.getByRole('button', { name: 'Pagar $1,500.00' }).click();
  await expect(checkout.getByText('Escriba el número de la tarjeta')).toBeVisible();
  await checkout.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
  await checkout.getByRole('button', { name: 'Pagar $1,500.00' }).click();
  await expect(client.getByText('Pago realizado')).toBeVisible();
  await expect(checkout).toBeHidden();

  // The portal, in Spanish: the deposit paid, nothing left to pay.
  await expect(client.getByRole('tab', { name: 'Pagos', selected: true })).toBeVisible();
  await expect(client.getByRole('heading', { level: 1, name: 'Portal del cliente' })).toBeVisible();
  const deposit = client.getByRole('listitem', { name: 'Depósito' });
  await expect(deposit.getByTestId('payment-status')).toHaveText('Pagado');
  await expect(deposit.getByTestId('test-payment')).toContainText('Pago de prueba: no se movió dinero');
  await shoot(client, 'payments-tab-390');
  const header = client.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  await expect(header).toContainText('Portal del cliente');
  // The venue's name whole on the phone, not cut to "Salón L…" by the header's buttons.
  const venueName = header.getByText(venue, { exact: true });
  await expect(venueName).toBeVisible();
  expect(
    await venueName.evaluate((name) => name.scrollWidth <= name.clientWidth && name.scrollHeight <= name.clientHeight),
  ).toBe(true);

  await client.getByRole('tab', { name: 'Resumen' }).click();
  await expect(client.getByRole('region', { name: 'Pagos pendientes' })).toContainText('Todo pagado');
  await expect(client.getByRole('region', { name: 'Próximos eventos' })).toContainText(
    'Quinceañera · 14 jun 2031 a las 4:00 p.m.',
  );
  await expect(client.getByRole('region', { name: 'Próximos eventos' })).toContainText('Depósito pagado');
  await expectNoSeriousA11yViolations(client);
  await expectFitsThePhone(client, 'The portal in Spanish');
  await expectNoEnglishLeft(client, 'the portal', [coupleEmail]);
  await shoot(client, 'portal-390');
  await client.getByRole('tab', { name: 'Mis reservas' }).click();
  await expect(client.getByRole('listitem', { name: 'Familia García' })).toContainText('$1,500.00 de $1,500.00');
  await shoot(client, 'bookings-390');

  // The receipt is Spanish too.
  const receipt = await spanishMessage(coupleEmail, 'Pago recibido');
  expect(receipt).toContain('recibió su pago de $1,500.00');
  expect(receipt).toContain('Forma de pago: Tarjeta');

  // Staff schedule the rest: the names VenueDesk gives a schedule's payments are Spanish in the portal.
  const rest = await request.post(`/api/bookings/${bookingId}/payment-schedule`, {
    headers: staff,
    data: {
      depositPercent: 20,
      depositDueDate: '2031-02-01',
      milestones: [{ percent: 30, dueDate: '2031-04-01' }],
      // Not in May: english-left.ts takes es-US's "1 may 2031" for the English word.
      finalDueDate: '2031-06-01',
    },
  });
  expect(rest.status()).toBe(201);
  await client.goto('/client-portal?tab=payments&lang=es');
  const history = client.getByRole('list', { name: 'Historial de pagos' });
  await expect(history.getByRole('heading', { name: 'Depósito (20%)' })).toBeVisible();
  await expect(history.getByRole('heading', { name: 'Pago parcial 1' })).toBeVisible();
  await expect(history.getByRole('heading', { name: 'Saldo final' })).toBeVisible();
  await expectNoEnglishLeft(client, 'the Pagos tab with a schedule', [coupleEmail]);
  await shoot(client, 'payments-tab-schedule-390');
  await history.getByRole('button', { name: /^Pagar ahora\b.*Saldo final,/ }).click();
  const finalCheckout = client.getByRole('dialog', { name: 'Pago con tarjeta' });
  await expect(finalCheckout).toContainText('Familia García — Saldo final');
  await expect(finalCheckout.getByLabel('Código CVC')).toBeVisible();
  await shoot(client, 'checkout-schedule-390');
  await client.keyboard.press('Escape');
  await expect(finalCheckout).toBeHidden();

  // On a computer, the same portal; its switch turns it (header too) to English in place.
  await client.setViewportSize({ width: 1280, height: 900 });
  await client.getByRole('tab', { name: 'Resumen' }).click();
  await expect(client.getByRole('tab', { name: 'Resumen', selected: true })).toBeVisible();
  await shoot(client, 'portal-1280');
  await client.getByRole('navigation', { name: 'Idioma' }).getByRole('link', { name: 'English' }).click();
  await expect(client.getByRole('tab', { name: 'Overview', selected: true })).toBeVisible();
  await expect(client.getByRole('banner').getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(client.locator('html')).toHaveAttribute('lang', 'en');
  await context.close();
});

test('a couple without an account pays a Spanish payment request on the pay page, in Spanish', async ({
  page,
  request,
}) => {
  const venue = 'Jardín Los Olivos';
  const owner = await createAccount(request, { venueName: venue, firstName: 'Olivia' });
  const staff = { ...(await logInThroughApi(request, owner.email, owner.password)), 'Accept-Language': 'en-US' };
  const coupleEmail = uniqueEmail('pareja');
  const booking = await request.post('/api/bookings', {
    headers: staff,
    data: {
      coupleNames: 'Ana y Luis',
      email: coupleEmail,
      eventDate: '2031-09-20T23:00:00.000Z',
      eventType: 'Wedding',
      status: 'booked',
      totalAmount: '9000.00',
      language: 'es',
    },
  });
  expect(booking.status()).toBe(201);
  const bookingId = ((await booking.json()) as { id: number }).id;
  // A schedule: VenueDesk names its payments ("Deposit (30%)", stored so for staff), the couple reads them in Spanish.
  const schedule = await request.post(`/api/bookings/${bookingId}/payment-schedule`, {
    headers: staff,
    data: { depositPercent: 30, depositDueDate: '2031-03-01', finalDueDate: '2031-08-01' },
  });
  expect(schedule.status()).toBe(201);
  const [deposit] = (await schedule.json()) as { id: number; description: string }[];
  expect(deposit!.description).toBe('Deposit (30%)');
  const paymentId = deposit!.id;
  expect((await request.post(`/api/payments/${paymentId}/request`, { headers: staff })).status()).toBe(200);

  const message = await spanishMessage(coupleEmail, 'Solicitud de pago');
  expect(message).toContain('Puede pagarlo con tarjeta en una página segura');
  expect(message).toContain('le pide pagar $2,700.00 por: Depósito (30%)');
  const link = /https?:\/\/\S*\/pay\/[\w-]{43}\?lang=es/.exec(message)?.[0];
  expect(link, 'the request links to the pay page in Spanish').toBeTruthy();
  const { pathname, search } = new URL(link!);
  await page.goto(pathname + search);

  await expect(page.getByRole('heading', { name: `Pagar a ${venue}` })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const main = page.getByRole('main');
  await expect(main).toContainText('Depósito (30%)');
  await expect(main).toContainText('Boda, sábado, 20 de septiembre de 2031');
  await expect(main.getByLabel('Número de tarjeta')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectFitsThePhone(page, 'The pay page in Spanish');
  await expectNoEnglishLeft(page, 'the pay page', [coupleEmail]);
  await shoot(page, 'pay-page-390');
  await page.setViewportSize({ width: 1280, height: 900 });
  await shoot(page, 'pay-page-1280');
  await page.setViewportSize({ width: 390, height: 844 });

  await main.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
  await main.getByLabel('Vencimiento (MM/AA)').fill('12 / 30');
  await main.getByLabel('Código CVC').fill('123');
  await main.getByRole('button', { name: 'Pagar $2,700.00' }).click();
  await expect(page.getByRole('heading', { name: '¡Gracias!' })).toBeVisible();
  // E-mail is set up here (the test's mail sink): the spec's promise of a receipt.
  await expect(main).toContainText(`${venue} recibió su pago. Le enviamos un recibo a su correo electrónico.`);
  await shoot(page, 'pay-done-390');
  const receipt = await spanishMessage(coupleEmail, 'Pago recibido');
  expect(receipt).toContain('recibió su pago de $2,700.00');
  expect(receipt).toContain('Concepto: Depósito (30%).');
});
