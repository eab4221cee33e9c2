import { expect as baseExpect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { waitForLink, waitForMessage } from './mailbox.ts';
import {
  createAccount,
  expectFitsThePhone,
  expectNoSeriousA11yViolations,
  signInByApi,
  signInThroughForm,
} from './support.ts';

// A new venue's days are Los Angeles days; the browser uses the same zone.
test.use({ timezoneId: 'America/Los_Angeles' });

// Sign-in (scrypt) and lazy pages take seconds on a shared two-core machine.
const expect = baseExpect.configure({ timeout: 15_000 });

interface Owner {
  token: string;
}

/** A fresh owner with a venue, signed in through the form; the API token seeds the venue. */
async function signInAsNewOwner(page: Page, request: APIRequestContext, venueName: string): Promise<Owner> {
  const { email, password } = await createAccount(request, { venueName, firstName: 'Rosa' });
  await signInThroughForm(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  return { token: (await signInByApi(request, email, password)).token };
}

/** A booked wedding on 14 June 2031 with its total. */
async function seedBookedWedding(
  request: APIRequestContext,
  owner: Owner,
  coupleNames: string,
  totalAmount: string,
  email = 'couple@example.com',
): Promise<number> {
  const response = await request.post('/api/bookings', {
    headers: { Authorization: `Bearer ${owner.token}` },
    data: {
      coupleNames,
      email,
      eventDate: '2031-06-14T16:00:00-07:00',
      eventType: 'Wedding',
      guestCount: 120,
      status: 'booked',
      totalAmount,
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function seedPayment(request: APIRequestContext, owner: Owner, bookingId: number, amount: string) {
  const response = await request.post('/api/payments', {
    headers: { Authorization: `Bearer ${owner.token}` },
    data: { bookingId, amount, type: 'deposit', description: 'Deposit to hold the date', dueDate: '2031-01-15' },
  });
  expect(response.status()).toBe(201);
}

async function openPayments(page: Page) {
  await page.getByRole('navigation').getByRole('link', { name: 'Payments' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
}

const card = (page: Page, title: string) => page.getByRole('region', { name: title });
const paymentsList = (page: Page) => page.getByRole('list', { name: 'Payments', exact: true });
const statusOf = (row: Locator) => row.getByTestId('payment-status').filter({ visible: true });

/** A card taken over the phone: the row menu's item opens the card form (decision 059). */
async function takeCardPayment(page: Page, row: Locator) {
  await row.getByRole('button', { name: /^Actions for/ }).click();
  await page.getByRole('menuitem', { name: 'Take card payment' }).click();
}

async function payWithCard(checkout: Locator, cardNumber: string) {
  await checkout.getByLabel('Card number').fill(cardNumber);
  await checkout.getByLabel('Expiry (MM/YY)').fill('12 / 30');
  await checkout.getByLabel('CVC').fill('123');
  await checkout.getByRole('button', { name: /^Pay / }).click();
}

test('an owner creates a payment, takes a card for it, a declined card fails and 4242 pays it; the cards follow', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await signInAsNewOwner(page, request, 'Payment Hall');
  const bookingId = await seedBookedWedding(request, owner, 'June & Omar', '9800.00');
  await openPayments(page);
  await expect(page.getByTestId('payment-setup')).toContainText(
    'Test mode: card payments are simulated and no money moves',
  );
  await expect(page.getByText('No payments yet')).toBeVisible();
  await expect(card(page, 'Payments Received')).toContainText('$0.00');

  // Spec §5: booking, amount and type are required; nothing is sent without them.
  await page.getByRole('button', { name: 'Create Payment' }).click();
  const create = page.getByRole('dialog', { name: 'Create Payment' });
  await expect(create.getByRole('combobox', { name: 'Type' })).toHaveText('Deposit');
  await create.getByRole('button', { name: 'Create Payment' }).click();
  await expect(page.getByText('Please fill in all required fields')).toBeVisible();
  await expect(create).toBeVisible();

  await create.getByRole('combobox', { name: 'Booking' }).click();
  await page.getByRole('option', { name: 'June & Omar — Jun 14, 2031' }).click();
  await create.getByLabel('Amount ($)').fill('2450.50');
  await create.getByLabel('Description').fill('Deposit to hold the date');
  await create.getByLabel('Due Date').fill('2031-01-15');
  await create.getByRole('button', { name: 'Create Payment' }).click();
  await expect(page.getByText('Payment created')).toBeVisible();
  await expect(create).toBeHidden();

  const row = paymentsList(page).getByRole('listitem').filter({ hasText: 'June & Omar' });
  await expect(row).toContainText('Deposit to hold the date');
  await expect(row).toContainText('$2,450.50');
  await expect(row).toContainText('Jan 15, 2031');
  await expect(statusOf(row)).toHaveText('Pending');
  await expect(card(page, 'Pending Payments')).toContainText('$2,450.50');

  // A declined card: the provider's message, and the payment stays payable.
  await takeCardPayment(page, row);
  const checkout = page.getByRole('dialog', { name: 'Payment Checkout' });
  await expect(checkout.getByText('Test mode: no money moves.')).toBeVisible();
  await expect(checkout.getByTestId('checkout-amount')).toHaveText('$2,450.50');
  await payWithCard(checkout, '4000 0000 0000 0002');
  await expect(page.getByText('Payment Failed')).toBeVisible();
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  await expect(checkout).toBeVisible();
  // The open dialog hides the page from the accessibility tree; the row is still there.
  const rowBehind = page
    .getByRole('list', { name: 'Payments', exact: true, includeHidden: true })
    .getByRole('listitem', { includeHidden: true })
    .filter({ hasText: 'June & Omar' });
  await expect(statusOf(rowBehind)).toHaveText('Pending');

  // Another card in the same dialog pays it.
  await payWithCard(checkout, '4242 4242 4242 4242');
  await expect(page.getByText('Payment has been processed successfully!')).toBeVisible();
  await expect(page.getByText('Payment Successful')).toBeVisible();
  await expect(checkout).toBeHidden();
  await expect(statusOf(row)).toHaveText('Paid');
  // Paid by the test processor: the row says no money moved.
  await expect(row.getByTestId('test-payment').filter({ visible: true })).toContainText('Test payment: no money moved');
  await expect(row.getByRole('button', { name: /Request payment/ })).toHaveCount(0);
  await expect(card(page, 'Payments Received')).toContainText('$2,450.50');
  await expect(card(page, 'Pending Payments')).toContainText('$0.00');
  await expect(card(page, 'Paid This Month')).toContainText('1');

  // A paid deposit moved the booking on.
  const bookings = await request.get('/api/bookings', { headers: { Authorization: `Bearer ${owner.token}` } });
  const booking = ((await bookings.json()) as { id: number; status: string }[]).find((b) => b.id === bookingId);
  expect(booking?.status).toBe('deposit_paid');
});

test('a payment schedule from a booking’s details, previewed before it is saved', async ({ page, request }) => {
  test.setTimeout(120_000);
  const owner = await signInAsNewOwner(page, request, 'Schedule Hall');
  await seedBookedWedding(request, owner, 'Lena & Marco', '12000.00');
  await page.goto('/calendar?month=2031-06');
  await page
    .getByRole('table', { name: 'Bookings in June 2031', exact: true })
    .getByRole('button', { name: /Lena & Marco/ })
    .click();
  const details = page.getByRole('dialog', { name: 'Booking Details' });
  const payments = details.getByRole('region', { name: 'Payments' });
  await expect(payments).toContainText('No payments yet.');
  await payments.getByRole('button', { name: 'Payment Schedule' }).click();

  const schedule = page.getByRole('dialog', { name: 'Payment Schedule' });
  await expect(schedule.getByTestId('schedule-total')).toHaveText('$12,000.00');
  await schedule.getByLabel('Deposit (%)').fill('25');
  await schedule.getByLabel('Deposit due date (optional)').fill('2030-12-01');
  await schedule.getByRole('button', { name: 'Add Milestone' }).click();
  const milestone = schedule.getByRole('group', { name: 'Milestone 1' });
  await milestone.getByLabel('Percent').fill('33.33');
  await milestone.getByLabel('Due date').fill('2031-03-01');
  await schedule.getByLabel('Final balance due date').fill('2031-05-31');
  const preview = schedule.getByTestId('schedule-preview');
  const previewRow = (label: string) => preview.getByRole('row').filter({ hasText: label });
  await expect(previewRow('Deposit (25%)')).toContainText('Dec 1, 2030');
  await expect(previewRow('Deposit (25%)')).toContainText('$3,000.00');
  await expect(previewRow('Milestone 1 (33.33%)')).toContainText('Mar 1, 2031');
  await expect(previewRow('Milestone 1 (33.33%)')).toContainText('$3,999.60');
  await expect(previewRow('Final balance')).toContainText('May 31, 2031');
  await expect(previewRow('Final balance')).toContainText('$5,000.40');
  await schedule.getByRole('button', { name: 'Save Schedule' }).click();
  await expect(page.getByText('Payment schedule created')).toBeVisible();
  await expect(schedule).toBeHidden();
  await expect(payments).toContainText('3 payments: $0.00 paid of $12,000.00.');

  // Nothing of it is paid yet: it can be replaced, not doubled (decision 036).
  await expect(payments.getByRole('button', { name: 'Replace Schedule' })).toBeEnabled();
  await expect(payments).toContainText('Replace Schedule makes a new one in its place');
  await details.getByRole('button', { name: 'Close' }).first().click();

  await openPayments(page);
  const rows = paymentsList(page).getByRole('listitem').filter({ hasText: 'Lena & Marco' });
  await expect(rows).toHaveCount(3);
  await expect(card(page, 'Pending Payments')).toContainText('$12,000.00');
});

test('the payments page and its checkout pass axe at 1280 and fit a 390 px phone', async ({ page, request }) => {
  test.setTimeout(180_000);
  const owner = await signInAsNewOwner(page, request, 'Axe Hall');
  const bookingId = await seedBookedWedding(request, owner, 'Maximiliano & Guadalupe-Fernández', '15400.00');
  await seedPayment(request, owner, bookingId, '4620.00');

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    const isPhone = viewport.width === 390;
    await page.goto('/payments');
    const row = paymentsList(page).getByRole('listitem').filter({ hasText: 'Maximiliano' });
    await expect(statusOf(row)).toHaveText('Pending');
    await expectNoSeriousA11yViolations(page);
    if (isPhone) await expectFitsThePhone(page, 'The payments page');

    await page.getByRole('button', { name: 'Create Payment' }).click();
    const create = page.getByRole('dialog', { name: 'Create Payment' });
    await expect(create.getByRole('combobox', { name: 'Booking' })).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
    if (isPhone) await expectFitsThePhone(page, 'Create Payment');
    await create.getByRole('button', { name: 'Cancel' }).click();
    await expect(create).toBeHidden();

    await takeCardPayment(page, row);
    const checkout = page.getByRole('dialog', { name: 'Payment Checkout' });
    await expect(checkout.getByLabel('Card number')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    if (isPhone) await expectFitsThePhone(page, 'The checkout');
    await checkout.getByRole('button', { name: 'Close' }).click();
    await expect(checkout).toBeHidden();
  }
});

test('Request Payment e-mails the couple a pay link, whose page pays it in test mode, once', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await signInAsNewOwner(page, request, 'Hacienda Rosa');
  const email = `couple-${Date.now()}@example.com`;
  const bookingId = await seedBookedWedding(request, owner, 'Ana & Luis', '10000.00', email);
  await seedPayment(request, owner, bookingId, '2500.00');
  await openPayments(page);
  const row = paymentsList(page).getByRole('listitem').filter({ hasText: 'Ana & Luis' });
  await row.getByRole('button', { name: /Request payment/ }).click();
  await expect(page.getByText('Payment request sent')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(row).toContainText('Requested');

  // The couple has no portal account: the e-mail links to the pay page.
  await waitForMessage(email, 'Hacienda Rosa asks you to pay $2,500.00 for: Deposit to hold the date');
  const link = await waitForLink(email, '/pay/');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Pay Hacienda Rosa' })).toBeVisible();
  await expect(page.getByTestId('pay-amount')).toHaveText('$2,500.00');
  await expect(page.getByText('Deposit to hold the date')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByLabel('Card number')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectFitsThePhone(page, 'The pay page');
  await payWithCard(page.getByRole('main'), '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await waitForMessage(email, 'Hacienda Rosa received your payment of $2,500.00');

  // Paid, the link pays no more.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'This payment link is no longer valid' })).toBeVisible();
});
