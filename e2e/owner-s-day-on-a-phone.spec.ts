import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { ELECTRONIC_SIGNATURE_CONSENT } from '../src/shared/contracts/contract-status.ts';
import {
  drawSignature,
  inviteAndAccept,
  logInThroughApi,
  PORTAL_CONTRACT_NAME,
  seedPortalBooking,
  type AuthHeaders,
} from './portal-bookings.ts';
import {
  createAccount,
  expectFitsThePhone,
  openRendered,
  PASSWORD,
  signInThroughForm,
  uniqueEmail,
} from './support.ts';

/**
 * A venue's day, all of it on a phone: the owner sees a couple's event stay on the dashboard once
 * their deposit is in, moves a lead on the board, a visitor asks for a taken date and is offered
 * the nearest open ones, and the couple signs from their portal and comes back to it.
 */
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, timezoneId: 'America/Los_Angeles' });
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const COUPLE = { firstName: 'Lucia', lastName: 'Moreno' };
const COUPLE_NAMES = 'Lucia & Diego';
const LEAD = 'Camila Ortega';

async function phoneOf(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, timezoneId: 'America/Los_Angeles' });
  return context.newPage();
}

type Box = { x: number; y: number; width: number; height: number } | null;

function overlaps(a: Box, b: Box): boolean {
  if (!a || !b) throw new Error('Both boxes must be on screen');
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function venueSlug(page: Page, owner: AuthHeaders): Promise<string> {
  const settings = await page.request.get('/api/settings', { headers: owner });
  expect(settings.status()).toBe(200);
  return ((await settings.json()) as { venue: { slug: string } }).venue.slug;
}

test('an owner’s day on a phone: a paid deposit, a lead on the board, a taken date, a portal signature', async ({
  page,
  browser,
}) => {
  const request = page.request;
  const account = await createAccount(request, { venueName: 'Hacienda del Sol', firstName: 'Rosa' });
  const owner = await logInThroughApi(request, account.email, account.password);
  const coupleEmail = uniqueEmail('lucia');
  const { bookingId, contractId } = await seedPortalBooking(request, owner, {
    coupleNames: COUPLE_NAMES,
    email: coupleEmail,
    deposit: '3000.00',
    withContract: true,
  });
  expect(contractId).not.toBeNull();
  const booking = (await (await request.get(`/api/bookings/${bookingId}`, { headers: owner })).json()) as {
    eventDate: string;
  };
  expect(
    (await request.post('/api/leads', { headers: owner, data: { name: LEAD, email: 'camila@example.com' } })).status(),
  ).toBe(201);

  // The deposit comes in (recorded by hand); the event stays on the dashboard, marked as paid.
  const payments = (await (await request.get(`/api/payments?bookingId=${bookingId}`, { headers: owner })).json()) as {
    id: number;
  }[];
  const recorded = await request.patch(`/api/payments/${payments[0]!.id}`, {
    headers: owner,
    data: { status: 'paid', method: 'check' },
  });
  expect(recorded.status()).toBe(200);

  await signInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const upcoming = page.getByRole('main').getByRole('region', { name: 'Upcoming Events', exact: true });
  await expect(upcoming.getByRole('listitem')).toHaveCount(1);
  await expect(upcoming.getByRole('listitem')).toContainText(COUPLE_NAMES);
  await expect(upcoming.getByRole('listitem')).toContainText('Deposit Paid');
  await expectFitsThePhone(page, 'the dashboard');

  // The new lead moves to Contacted on the board, without a drag: its card's Move to… menu.
  await page.goto('/leads?view=board');
  const newColumn = page.getByRole('region', { name: 'New', exact: true });
  await expect(newColumn.getByRole('listitem')).toHaveCount(1);
  await newColumn.getByRole('button', { name: `Move to…, ${LEAD}` }).click();
  await page.getByRole('menuitemradio', { name: 'Contacted' }).click();
  const toast = page.getByText(`${LEAD} is now Contacted.`);
  await expect(toast).toBeVisible();
  // The toast covers neither the header nor the page's own controls.
  for (const control of [page.getByRole('banner'), page.getByRole('group', { name: 'View' })]) {
    expect(overlaps(await toast.boundingBox(), await control.boundingBox())).toBe(false);
  }
  await expect(page.getByRole('region', { name: 'Contacted', exact: true })).toContainText(LEAD);
  await expect(newColumn.getByRole('listitem')).toHaveCount(0);
  await expectFitsThePhone(page, 'the leads board');

  // A visitor asks for the couple's day: it is taken, and the nearest open days are one press away.
  const visitor = await phoneOf(browser);
  const slug = await venueSlug(page, owner);
  const takenDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(
    new Date(booking.eventDate),
  );
  const availability = await request.get(`/api/public/venues/${slug}/availability?date=${takenDay}`);
  const { alternatives } = (await availability.json()) as { alternatives: string[] };
  expect(alternatives).toHaveLength(3);
  const nearestName = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${alternatives[0]}T00:00:00Z`),
  );
  await openRendered(visitor, `/inquire/${slug}`);
  const date = visitor.getByLabel('Preferred Event Date');
  await date.fill(takenDay);
  await expect(visitor.getByText('This date is booked — tell us another')).toBeVisible();
  await visitor.getByRole('button', { name: `Choose ${nearestName}` }).click();
  await expect(date).toHaveValue(alternatives[0]!);
  await visitor.getByLabel('Full Name').fill('Sofia Reyes');
  await visitor.getByLabel('Email').fill(uniqueEmail('sofia'));
  await visitor.getByLabel('Event Type').selectOption('Quinceañera');
  await visitor.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(visitor.getByText(`${nearestName} was open when your inquiry arrived`, { exact: false })).toBeVisible();
  await expectFitsThePhone(visitor, 'the inquiry’s thank-you');
  await visitor.context().close();

  // The couple joins the portal, signs from it with their name and e-mail filled in, and comes back.
  await inviteAndAccept(request, owner, bookingId, COUPLE);
  const couple = await phoneOf(browser);
  await signInThroughForm(couple, coupleEmail, PASSWORD);
  await expect(couple).toHaveURL(/\/client-portal/);
  await couple.getByRole('tab', { name: 'Contracts' }).click();
  const contract = couple.getByRole('listitem', { name: PORTAL_CONTRACT_NAME });
  await contract.getByRole('link', { name: /^Sign now/ }).click();
  await expect(couple.getByRole('heading', { level: 1, name: PORTAL_CONTRACT_NAME })).toBeVisible();
  await expect(couple.getByLabel('Full Name')).toHaveValue(`${COUPLE.firstName} ${COUPLE.lastName}`);
  await expect(couple.getByLabel('Email')).toHaveValue(coupleEmail);
  await drawSignature(couple);
  await couple.getByRole('checkbox', { name: ELECTRONIC_SIGNATURE_CONSENT }).check();
  await couple.getByRole('button', { name: 'Sign Contract' }).click();
  await expect(couple.getByRole('heading', { name: 'Contract Signed' })).toBeVisible();
  await expectFitsThePhone(couple, 'the signed contract');
  await couple.getByRole('link', { name: 'Back to your portal' }).first().click();
  await expect(couple).toHaveURL(/\/client-portal/);
  await couple.getByRole('tab', { name: 'Contracts' }).click();
  await expect(contract.getByTestId('contract-status')).toHaveText('Signed');
  await couple.context().close();
});
