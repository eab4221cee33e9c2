import { mkdir } from 'node:fs/promises';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectNoEnglishLeft } from './english-left.ts';
import { waitForMessage } from './mailbox.ts';
import { inviteAndAccept, logInThroughApi } from './portal-bookings.ts';
import { createAccount, expectFitsThePhone, expectNoSeriousA11yViolations, PASSWORD, uniqueEmail } from './support.ts';

// Issue #22, decision 075: a couple, signed out on a phone whose browser asks for English, follows
// their Spanish payment e-mail. The sign-in page they land on is Spanish, and once signed in the
// payment the e-mail named opens. Staff's plain /login stays English.
test.use({ timezoneId: 'America/Los_Angeles', locale: 'en-US', viewport: { width: 390, height: 844 } });

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 180_000 });

const SHOTS = 'test-results/spanish-sign-in';

async function shoot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The mailbox decodes quoted-printable byte by byte; the bytes are UTF-8. */
async function spanishMessage(to: string, text: string): Promise<string> {
  return Buffer.from(await waitForMessage(to, text), 'latin1').toString('utf8');
}

test('a signed-out couple follows their Spanish payment e-mail, signs in in Spanish and lands on the payment', async ({
  page,
  request,
}) => {
  const owner = await createAccount(request, { venueName: 'Salón Las Flores', firstName: 'Olivia' });
  const staff = await logInThroughApi(request, owner.email, owner.password);
  const coupleEmail = uniqueEmail('familia');
  const booking = await request.post('/api/bookings', {
    headers: staff,
    data: {
      coupleNames: 'Familia Ruiz',
      email: coupleEmail,
      eventDate: '2031-07-12T23:00:00.000Z',
      eventType: 'Quinceañera',
      guestCount: 120,
      status: 'booked',
      totalAmount: '9000.00',
      language: 'es',
    },
  });
  expect(booking.status()).toBe(201);
  const bookingId = ((await booking.json()) as { id: number }).id;
  const payment = await request.post('/api/payments', {
    headers: staff,
    data: { bookingId, amount: '900.00', type: 'deposit', description: null, dueDate: '2031-01-15' },
  });
  const paymentId = ((await payment.json()) as { id: number }).id;
  await inviteAndAccept(request, staff, bookingId, { firstName: 'Elena', lastName: 'Ruiz' });
  expect((await request.post(`/api/payments/${paymentId}/request`, { headers: staff })).status()).toBe(200);
  const message = await spanishMessage(coupleEmail, 'Solicitud de pago');
  const link = new URL(/https?:\/\/\S*\/client-portal\?tab=payments&pay=\d+&lang=es/.exec(message)![0]);

  // Signed out, the e-mail's link leads to the sign-in page in Spanish, which keeps the link.
  await page.goto(link.pathname + link.search);
  await expect(page).toHaveURL(/\/login\?lang=es&next=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('navigation', { name: 'Idioma' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectFitsThePhone(page, 'The sign-in page in Spanish');
  await expectNoEnglishLeft(page, 'the sign-in page');
  await shoot(page, 'login-390');
  await page.setViewportSize({ width: 1280, height: 900 });
  await shoot(page, 'login-1280');
  await page.setViewportSize({ width: 390, height: 844 });

  // Its checks and the server's refusal are Spanish too.
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('El correo electrónico es obligatorio')).toBeVisible();
  await page.getByLabel('Correo electrónico').fill(coupleEmail);
  await page.getByLabel('Contraseña').fill('not-the-password');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('Correo electrónico o contraseña incorrectos')).toBeVisible();
  await expectNoEnglishLeft(page, 'the refused sign-in', [coupleEmail]);
  await expectNoSeriousA11yViolations(page);

  // Signed in, the payment the e-mail named opens in the portal, in Spanish.
  await page.getByLabel('Contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('Sesión iniciada')).toBeVisible();
  const checkout = page.getByRole('dialog', { name: 'Pago con tarjeta' });
  await expect(checkout).toBeVisible();
  await expect(checkout.getByTestId('checkout-amount')).toHaveText('$900.00');
  await expect(page).toHaveURL(/\/client-portal\?tab=payments&lang=es$/);

  // Their Profile, from the portal's header, is Spanish too, and so is the header over it.
  await page.keyboard.press('Escape');
  await expect(checkout).toBeHidden();
  await page.getByRole('link', { name: 'Perfil' }).click();
  await expect(page).toHaveURL(/\/profile\?lang=es$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Perfil' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Su cuenta' })).toContainText(coupleEmail);
  await expect(page.getByRole('checkbox', { name: 'Hay un pago pendiente' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByText('La contraseña actual es obligatoria')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectFitsThePhone(page, 'The Profile in Spanish');
  await expectNoEnglishLeft(page, 'the Profile', [coupleEmail, 'Elena Ruiz']);
  await shoot(page, 'profile-390');
  await page.setViewportSize({ width: 1280, height: 900 });
  await shoot(page, 'profile-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('link', { name: 'Volver a mi portal' }).click();
  await expect(page).toHaveURL(/\/client-portal\?lang=es$/);
});

test('"Forgot password?" from the Spanish sign-in page: the page, the e-mail and the reset page in Spanish', async ({
  page,
  request,
}) => {
  const { email } = await createAccount(request, { venueName: 'Quinta Sol', firstName: 'Marisol' });
  await page.goto('/login?lang=es');
  await page.getByRole('link', { name: '¿Olvidó su contraseña?' }).click();
  await expect(page).toHaveURL(/\/forgot-password\?lang=es$/);
  await expect(page.getByRole('heading', { level: 1, name: '¿Olvidó su contraseña?' })).toBeVisible();
  await expectNoEnglishLeft(page, 'the forgot-password page');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByText('Revise su correo')).toBeVisible();
  await expectNoEnglishLeft(page, 'the link sent', [email]);
  await expectNoSeriousA11yViolations(page);
  await expectFitsThePhone(page, 'The forgot-password page in Spanish');
  await shoot(page, 'forgot-390');

  const message = await spanishMessage(email, 'Hola, Marisol:');
  expect(message).toContain('Alguien pidió restablecer la contraseña');
  const reset = new URL(/https?:\/\/\S*\/reset-password\/[A-Za-z0-9_-]+\?lang=es/.exec(message)![0]);
  await page.goto(reset.pathname + reset.search);
  await expect(page.getByRole('heading', { level: 1, name: 'Elija una contraseña nueva' })).toBeVisible();
  await expectNoEnglishLeft(page, 'the reset-password page', [email]);
  await expectNoSeriousA11yViolations(page);
  await expectFitsThePhone(page, 'The reset-password page in Spanish');
  await shoot(page, 'reset-390');
});

test("staff's plain /login stays the English page, with no language switch, on a Spanish browser", async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'es-MX', viewport: { width: 390, height: 844 } });
  const staffPage = await context.newPage();
  await staffPage.goto('/login');
  await expect(staffPage.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await expect(staffPage.getByText('Welcome back! Sign in to manage your venue.')).toBeVisible();
  await expect(staffPage.getByRole('link', { name: 'Sign up' })).toBeVisible();
  await expect(staffPage.getByRole('navigation', { name: /Language|Idioma/ })).toHaveCount(0);
  await expect(staffPage.locator('html')).toHaveAttribute('lang', 'en');
  await context.close();
});
