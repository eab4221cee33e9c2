import { expect as baseExpect, test, type Page } from '@playwright/test';
import { waitForLink } from './mailbox.ts';
import { logInThroughApi, seedPortalBooking } from './portal-bookings.ts';
import {
  createAccount,
  expectFitsThePhone,
  expectNoSeriousA11yViolations,
  PASSWORD,
  signInThroughForm,
  uniqueEmail,
} from './support.ts';

// A new venue's days are Los Angeles days; the browsers use the same zone.
test.use({ timezoneId: 'America/Los_Angeles' });

// Sign-ins (scrypt), lazy pages and axe runs take seconds each on a busy 2-core machine.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 180_000 });

const count = (page: Page, title: string) => page.getByRole('region', { name: title }).getByTestId('portal-count');

test('staff give a verified couple their booking, revoke it and invite them again', async ({
  page,
  browser,
  request,
}) => {
  const owner = await createAccount(request, { venueName: 'Casa Acceso', firstName: 'Olivia' });
  const ownerHeaders = await logInThroughApi(request, owner.email, owner.password);
  const coupleEmail = uniqueEmail('verified-couple');
  await seedPortalBooking(request, ownerHeaders, {
    coupleNames: 'Elena & Marco',
    email: coupleEmail,
    deposit: '2000.00',
    withContract: true,
  });

  // The couple signed up on their own and proved their address with the welcome e-mail's link;
  // that alone gives them nothing the venue made.
  await createAccount(request, { email: coupleEmail, firstName: 'Elena', lastName: 'Rossi' });
  const couple = await browser.newContext({ timezoneId: 'America/Los_Angeles' });
  const client = await couple.newPage();
  await client.goto(await waitForLink(coupleEmail, '/verify-email/'));
  await client.getByLabel('New Password').fill(PASSWORD);
  await client.getByLabel('Confirm Password').fill(PASSWORD);
  await client.getByRole('button', { name: 'Confirm and sign in' }).click();
  await expect(client).toHaveURL(/\/client-portal$/);
  await expect(client.getByRole('heading', { name: 'No Bookings Found' })).toBeVisible();

  // The venue sees the verified account in the booking's details and gives it access.
  await signInThroughForm(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/calendar?month=2031-06');
  await page
    .getByRole('table', { name: 'Bookings in June 2031', exact: true })
    .getByRole('button', { name: /Elena & Marco/ })
    .click();
  const details = page.getByRole('dialog', { name: 'Booking Details' });
  const portal = details.getByRole('region', { name: 'Client Portal' });
  await expect(portal).toContainText(`${coupleEmail} has a verified VenueDesk account.`);
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await expectNoSeriousA11yViolations(page);
    if (viewport.width === 390) await expectFitsThePhone(page, 'The booking details with Give access');
  }
  await portal.getByRole('button', { name: 'Give access' }).click();
  await expect(page.getByText('Access given')).toBeVisible();
  await expect(portal).toContainText(`Account: Elena Rossi (${coupleEmail})`);
  await client.reload();
  await expect(count(client, 'Upcoming Events')).toHaveText('1');
  await expect(count(client, 'Pending Payments')).toHaveText('1');
  await expect(count(client, 'Contracts')).toHaveText('1');

  // Revoking asks first, then takes the booking, its payment and its contract from the portal.
  await portal.getByRole('button', { name: 'Revoke access' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Revoke portal access?' });
  await expect(confirm).toContainText('Elena Rossi will no longer see this booking');
  await expectNoSeriousA11yViolations(page);
  await expectFitsThePhone(page, 'The revoke confirmation');
  await confirm.getByRole('button', { name: 'Revoke access' }).click();
  await expect(page.getByText('Access revoked')).toBeVisible();
  await expect(portal.getByRole('button', { name: 'Invite to portal' })).toBeVisible();
  await client.reload();
  await expect(client.getByRole('heading', { name: 'No Bookings Found' })).toBeVisible();
  const coupleHeaders = await logInThroughApi(request, coupleEmail, PASSWORD);
  for (const list of ['/api/bookings', '/api/payments', '/api/contracts']) {
    expect(await (await request.get(list, { headers: coupleHeaders })).json()).toEqual([]);
  }

  // And the venue can invite them again: the link is there to copy.
  await page.setViewportSize({ width: 1280, height: 900 });
  await portal.getByRole('button', { name: 'Invite to portal' }).click();
  await expect(portal.getByLabel('Portal invite link for Elena & Marco')).toHaveValue(/\/accept-invite\//);
  await couple.close();
});
