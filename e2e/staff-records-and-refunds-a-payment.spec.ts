import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
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

/** A new owner signed in through the form, with a booked wedding and its pending deposit seeded over the API. */
async function signInWithPendingDeposit(page: Page, request: APIRequestContext) {
  const { email, password } = await createAccount(request, { venueName: 'Menu Hall', firstName: 'Rosa' });
  await signInThroughForm(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const { headers } = await signInByApi(request, email, password);
  const booking = await request.post('/api/bookings', {
    headers,
    data: {
      coupleNames: 'Maximiliano & Guadalupe-Fernández',
      email: 'couple@example.com',
      eventDate: '2031-06-14T16:00:00-07:00',
      eventType: 'Wedding',
      guestCount: 120,
      status: 'booked',
      totalAmount: '15400.00',
    },
  });
  expect(booking.status()).toBe(201);
  const payment = await request.post('/api/payments', {
    headers,
    data: {
      bookingId: ((await booking.json()) as { id: number }).id,
      amount: '4620.00',
      type: 'deposit',
      description: 'Deposit to hold the date',
      dueDate: '2031-01-15',
    },
  });
  expect(payment.status()).toBe(201);
}

test('on a phone, staff record a cash payment and refund it in two parts from the row’s menu, by keyboard and by tap', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithPendingDeposit(page, request);
  await page.goto('/payments');
  const row = page
    .getByRole('list', { name: 'Payments', exact: true })
    .getByRole('listitem')
    .filter({ hasText: 'Maximiliano' });
  const status = row.getByTestId('payment-status').filter({ visible: true });
  await expect(status).toHaveText('Pending');
  await expect(row.getByRole('button', { name: /Request payment/ })).toBeVisible();

  // Keyboard: the menu opens on its first item, Escape closes it and focus returns to its button.
  const menuButton = row.getByRole('button', {
    name: 'Actions for Maximiliano & Guadalupe-Fernández, Deposit $4,620.00',
  });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: /^Actions for Maximiliano/ });
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Take card payment',
    'Record payment received',
    'Edit',
    'Delete',
  ]);
  await expect(menu.getByRole('menuitem', { name: 'Take card payment' })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await expectFitsThePhone(page, 'The open actions menu');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();

  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Record payment received' })).toBeFocused();
  await page.keyboard.press('Enter');
  const record = page.getByRole('dialog', { name: 'Record Payment' });
  await record.getByRole('combobox', { name: 'Paid by' }).click();
  await page.getByRole('option', { name: 'Cash' }).click();
  await record.getByRole('button', { name: 'Mark as Paid' }).click();
  await expect(page.getByText('Payment recorded')).toBeVisible();
  await expect(record).toBeHidden();
  await expect(status).toHaveText('Paid');
  await expect(row).toContainText('Cash');
  await expect(row.getByRole('button', { name: /Request payment/ })).toHaveCount(0);

  // Tap: a paid payment's menu offers the refund (an owner may refund). Part of it first.
  await menuButton.click();
  await expect(menu.getByRole('menuitem')).toHaveText(['Refund']);
  await expectFitsThePhone(page, 'The open actions menu on a paid payment');
  await menu.getByRole('menuitem', { name: 'Refund' }).click();
  const refund = page.getByRole('dialog', { name: 'Refund Payment' });
  await expect(refund).toContainText('Record money you gave back yourself');
  const amount = refund.getByLabel('Amount to refund ($)');
  await expect(amount).toHaveValue('4620.00');
  await amount.fill('620');
  await refund.getByLabel('Reason (optional)').fill('Smaller guest count');
  await expectNoSeriousA11yViolations(page);
  await expectFitsThePhone(page, 'The refund dialog');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByText('$620.00 of $4,620.00 to Maximiliano & Guadalupe-Fernández is refunded.')).toBeVisible();
  await expect(refund).toBeHidden();
  await expect(status).toHaveText('Paid');
  await expect(row).toContainText('Refunded $620.00 of $4,620.00');

  // Then all that is left: the amount starts there.
  await menuButton.click();
  await menu.getByRole('menuitem', { name: 'Refund' }).click();
  await expect(amount).toHaveValue('4000.00');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByText('is refunded in full')).toBeVisible();
  await expect(status).toHaveText('Refunded');
  // Nothing is left to do with a refunded payment, so there is no menu.
  await expect(row.getByRole('button', { name: /^Actions for/ })).toHaveCount(0);

  // The closed menu and dialogs leave the page usable.
  await page.getByRole('button', { name: 'Create Payment' }).click();
  await expect(page.getByRole('dialog', { name: 'Create Payment' })).toBeVisible();
});
