import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { ELECTRONIC_SIGNATURE_CONSENT } from '../src/shared/contracts/contract-status.ts';
import {
  createAccount,
  expectFitsThePhone,
  expectNoSeriousA11yViolations,
  PASSWORD,
  signInThroughForm,
  uniqueEmail,
} from './support.ts';
import {
  drawSignature,
  inviteAndAccept,
  logInThroughApi,
  PORTAL_CONTRACT_NAME,
  PORTAL_DEPOSIT_DESCRIPTION,
  seedPortalBooking,
} from './portal-bookings.ts';

// A new venue's days are Los Angeles days; the browsers use the same zone.
test.use({ timezoneId: 'America/Los_Angeles' });

// Sign-ins (scrypt), lazy pages, a signed PDF and axe runs take seconds each on a busy 2-core machine.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 240_000 });

const TABS = ['Overview', 'My Bookings', 'Payments', 'Contracts'] as const;

async function newCouple(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ acceptDownloads: true, timezoneId: 'America/Los_Angeles' });
  return { context, page: await context.newPage() };
}

const count = (page: Page, title: string) => page.getByRole('region', { name: title }).getByTestId('portal-count');

async function openTab(page: Page, name: (typeof TABS)[number]) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name, selected: true })).toBeVisible();
}

test('staff invite a couple from the booking; the couple joins, pays by card, signs and downloads the PDF', async ({
  page,
  browser,
  request,
}) => {
  const venue = 'Casa Portal';
  const owner = await createAccount(request, { venueName: venue, firstName: 'Olivia' });
  await signInThroughForm(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const ownerHeaders = await logInThroughApi(request, owner.email, owner.password);
  const coupleEmail = uniqueEmail('couple');
  const { contractId } = await seedPortalBooking(request, ownerHeaders, {
    coupleNames: 'Sarah & Michael',
    email: coupleEmail,
    deposit: '3750.00',
    withContract: true,
  });

  // The owner invites the couple from the booking's details and reads the link.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/calendar?month=2031-06');
  await page
    .getByRole('table', { name: 'Bookings in June 2031', exact: true })
    .getByRole('button', { name: /Sarah & Michael/ })
    .click();
  const details = page.getByRole('dialog', { name: 'Booking Details' });
  const portal = details.getByRole('region', { name: 'Client Portal' });
  await portal.getByRole('button', { name: 'Invite to portal' }).click();
  const link = portal.getByLabel('Portal invite link for Sarah & Michael');
  const inviteUrl = await link.inputValue();
  expect(inviteUrl).toMatch(/\/accept-invite\/[A-Za-z0-9_-]{20,}$/);
  await expect(portal).toContainText(`We e-mailed it to ${coupleEmail}.`);
  await portal.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Portal invite link has been copied to clipboard.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(inviteUrl);

  // The couple, in a browser of their own, creates an account and lands in the portal.
  const couple = await newCouple(browser);
  const client = couple.page;
  await client.goto(inviteUrl);
  await expect(client.getByRole('heading', { name: `Join ${venue}'s client portal` })).toBeVisible();
  await expect(client.getByLabel('Email')).toHaveValue(coupleEmail);
  await client.getByLabel('First Name').fill('Sarah');
  await client.getByLabel('Last Name').fill('Johnson');
  await client.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await client.getByLabel('Confirm Password').fill(PASSWORD);
  await client.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(client).toHaveURL(/\/client-portal$/);

  // Their own header: the venue, their name, Sign out; none of the staff's navigation.
  const header = client.getByRole('banner');
  await expect(header).toContainText(venue);
  await expect(header).toContainText('Sarah Johnson');
  await expect(header.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(client.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(client.getByRole('button', { name: 'New Booking' })).toHaveCount(0);
  await expect(count(client, 'Upcoming Events')).toHaveText('1');
  await expect(count(client, 'Pending Payments')).toHaveText('1');
  await expect(count(client, 'Contracts')).toHaveText('1');

  // The staff see the booking has its client now.
  await page.goto('/calendar?month=2031-06');
  await page
    .getByRole('table', { name: 'Bookings in June 2031', exact: true })
    .getByRole('button', { name: /Sarah & Michael/ })
    .click();
  await expect(details.getByRole('region', { name: 'Client Portal' })).toContainText(
    "Linked to the couple's client portal account",
  );
  await expect(details.getByRole('button', { name: 'Invite to portal' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The owner's Client Portal lists the couple as joined, with their visit, and previews their
  // portal read-only: the same figures, Pay Now there but disabled.
  await page.goto('/client-portal');
  const row = page.getByRole('listitem', { name: 'Sarah & Michael' });
  await expect(row).toContainText('Joined');
  await expect(row).toContainText('Last visit');
  await row.getByRole('button', { name: /^View as client/ }).click();
  await expect(page.getByRole('region', { name: 'Preview — read only' })).toBeVisible();
  await expect(count(page, 'Pending Payments')).toHaveText('1');
  await expect(
    page.getByRole('region', { name: 'Payments Due' }).getByRole('button', { name: /^Pay Now/ }),
  ).toBeDisabled();

  // Pay Now opens the checkout; 4242 pays, and the portal shows it paid.
  await client
    .getByRole('region', { name: 'Payments Due' })
    .getByRole('button', { name: /^Pay Now/ })
    .click();
  const checkout = client.getByRole('dialog', { name: 'Payment Checkout' });
  await expect(checkout.getByTestId('checkout-amount')).toHaveText('$3,750.00');
  await expect(checkout.getByText('Test mode: no money moves.')).toBeVisible();
  await checkout.getByLabel('Card number').fill('4242 4242 4242 4242');
  await checkout.getByLabel('Expiry (MM/YY)').fill('12 / 30');
  await checkout.getByLabel('CVC').fill('123');
  await checkout.getByRole('button', { name: 'Pay $3,750.00' }).click();
  await expect(client.getByText('Payment Successful')).toBeVisible();
  await expect(checkout).toBeHidden();
  await expect(count(client, 'Pending Payments')).toHaveText('0');
  await openTab(client, 'Payments');
  const deposit = client.getByRole('listitem', { name: PORTAL_DEPOSIT_DESCRIPTION });
  await expect(deposit.getByTestId('payment-status')).toHaveText('Paid');
  await expect(deposit.getByTestId('test-payment')).toContainText('Test payment: no money moved');
  await expect(deposit.getByRole('button', { name: /^Pay Now/ })).toHaveCount(0);
  await openTab(client, 'My Bookings');
  await expect(client.getByRole('listitem', { name: 'Sarah & Michael' })).toContainText('Deposit Paid');

  // Sign now opens the contract; once signed, back in the portal it downloads as a PDF.
  await openTab(client, 'Contracts');
  const contract = client.getByRole('listitem', { name: PORTAL_CONTRACT_NAME });
  await expect(contract.getByTestId('contract-status')).toHaveText('Sent');
  await expect(contract.getByRole('button', { name: /^Download PDF/ })).toHaveCount(0);
  await contract.getByRole('link', { name: /^Sign now/ }).click();
  // The signing page opens in the portal's language (docs/decisions/071).
  await expect(client).toHaveURL(/\/contract\/[A-Za-z0-9_-]{20,}\/sign\?lang=en$/);
  await expect(client.getByRole('heading', { level: 1, name: PORTAL_CONTRACT_NAME })).toBeVisible();
  await client.getByLabel('Full Name').fill('Sarah Johnson');
  await client.getByLabel('Email').fill(coupleEmail);
  await drawSignature(client);
  await client.getByRole('checkbox', { name: ELECTRONIC_SIGNATURE_CONSENT }).check();
  await client.getByRole('button', { name: 'Sign Contract' }).click();
  await expect(client.getByRole('heading', { name: 'Contract Signed' })).toBeVisible();

  await client.goBack();
  await expect(client).toHaveURL(/\/client-portal\?tab=contracts$/);
  await expect(contract.getByTestId('contract-status')).toHaveText('Signed');
  await expect(contract).toContainText('by Sarah Johnson');
  await expect(contract.getByRole('link', { name: /Sign now/ })).toHaveCount(0);
  const [download] = await Promise.all([
    client.waitForEvent('download'),
    contract.getByRole('button', { name: /^Download PDF/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await openTab(client, 'Overview');
  await expect(count(client, 'Contracts')).toHaveText('1');
  await expect(client.getByRole('region', { name: 'Contracts' })).toContainText('All signed');
  // The staff's copy says so too.
  const staffView = await request.get(`/api/contracts/${contractId}`, { headers: ownerHeaders });
  expect(((await staffView.json()) as { status: string }).status).toBe('signed');

  // Signing out lands on a couple's sign-in page: no venue account offered.
  await client.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(client).toHaveURL(/\/login\?lang=en$/);
  await expect(client.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(client.getByRole('link', { name: 'Sign up' })).toHaveCount(0);
  await couple.context.close();
});

test('a second couple of the venue sees none of the first couple’s booking, payments or contracts', async ({
  browser,
  request,
}) => {
  const owner = await createAccount(request, { venueName: 'Casa Aparte', firstName: 'Olivia' });
  const ownerHeaders = await logInThroughApi(request, owner.email, owner.password);
  const firstEmail = uniqueEmail('first-couple');
  const first = await seedPortalBooking(request, ownerHeaders, {
    coupleNames: 'Sarah & Michael',
    email: firstEmail,
    deposit: '3750.00',
    withContract: true,
  });
  await inviteAndAccept(request, ownerHeaders, first.bookingId, { firstName: 'Sarah', lastName: 'Johnson' });
  const secondEmail = uniqueEmail('second-couple');
  const second = await seedPortalBooking(request, ownerHeaders, {
    coupleNames: 'Ana & Luis',
    email: secondEmail,
    deposit: '1200.00',
    withContract: false,
  });
  await inviteAndAccept(request, ownerHeaders, second.bookingId, { firstName: 'Ana', lastName: 'Reyes' });

  const couple = await newCouple(browser);
  const client = couple.page;
  await signInThroughForm(client, secondEmail, PASSWORD);
  await expect(client).toHaveURL(/\/client-portal$/);
  await expect(count(client, 'Upcoming Events')).toHaveText('1');
  await expect(count(client, 'Pending Payments')).toHaveText('1');
  await expect(count(client, 'Contracts')).toHaveText('0');

  for (const tab of TABS) {
    await openTab(client, tab);
    await expect(client.getByRole('main')).not.toContainText('Sarah & Michael');
    await expect(client.getByRole('main')).not.toContainText('$3,750.00');
  }
  await openTab(client, 'My Bookings');
  await expect(client.getByRole('list', { name: 'My Bookings' }).getByRole('listitem')).toHaveCount(1);
  await expect(client.getByRole('listitem', { name: 'Ana & Luis' })).toBeVisible();
  await openTab(client, 'Payments');
  await expect(client.getByRole('list', { name: 'Payment history' }).getByRole('listitem')).toHaveCount(1);
  await expect(client.getByRole('listitem', { name: PORTAL_DEPOSIT_DESCRIPTION })).toContainText('$1,200.00');
  await openTab(client, 'Contracts');
  await expect(client.getByRole('heading', { name: 'No contracts available yet' })).toBeVisible();

  // The API the page reads holds nothing of the first couple's either.
  const secondHeaders = await logInThroughApi(request, secondEmail, PASSWORD);
  const bookings = (await (await request.get('/api/bookings', { headers: secondHeaders })).json()) as { id: number }[];
  expect(bookings.map((booking) => booking.id)).toEqual([second.bookingId]);
  const payments = (await (await request.get('/api/payments', { headers: secondHeaders })).json()) as {
    bookingId: number;
  }[];
  expect(payments.map((payment) => payment.bookingId)).toEqual([second.bookingId]);
  expect(await (await request.get('/api/contracts', { headers: secondHeaders })).json()).toEqual([]);
  expect((await request.get(`/api/contracts/${first.contractId}/pdf`, { headers: secondHeaders })).status()).toBe(404);
  await couple.context.close();
});

test('every portal tab passes axe at 1280 and at 390x844, where nothing scrolls sideways', async ({
  browser,
  request,
}) => {
  const owner = await createAccount(request, { venueName: 'Hacienda de los Jardines Floridos', firstName: 'Olivia' });
  const ownerHeaders = await logInThroughApi(request, owner.email, owner.password);
  const email = uniqueEmail('axe-couple');
  const { bookingId } = await seedPortalBooking(request, ownerHeaders, {
    coupleNames: 'Maximiliano & Guadalupe-Fernández',
    email,
    deposit: '4620.00',
    withContract: true,
  });
  await inviteAndAccept(request, ownerHeaders, bookingId, { firstName: 'Guadalupe', lastName: 'Fernández-Castillo' });

  const couple = await newCouple(browser);
  const client = couple.page;
  await signInThroughForm(client, email, PASSWORD);
  await expect(client).toHaveURL(/\/client-portal$/);
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await client.setViewportSize(viewport);
    for (const tab of TABS) {
      await openTab(client, tab);
      await expectNoSeriousA11yViolations(client);
      if (viewport.width === 390) await expectFitsThePhone(client, `The ${tab} tab`);
    }
    await openTab(client, 'Payments');
    await client.getByRole('button', { name: /^Pay Now/ }).click();
    const checkout = client.getByRole('dialog', { name: 'Payment Checkout' });
    await expect(checkout.getByLabel('Card number')).toBeVisible();
    await expectNoSeriousA11yViolations(client);
    if (viewport.width === 390) await expectFitsThePhone(client, 'The checkout from the portal');
    await checkout.getByRole('button', { name: 'Close' }).click();
    await expect(checkout).toBeHidden();
  }
  await couple.context.close();
});
