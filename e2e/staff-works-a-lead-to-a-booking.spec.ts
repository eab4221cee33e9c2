import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { waitForMessage } from './mailbox.ts';
import {
  createAccount,
  expectFitsThePhone,
  expectNoSeriousA11yViolations,
  signInByApi,
  signInThroughForm,
  trackRequests,
  waitForRequestsToSettle,
} from './support.ts';

// A new venue's days are Los Angeles days; the browser uses the same zone.
test.use({ timezoneId: 'America/Los_Angeles' });

// A long journey: on a shared two-core machine a sign-in (scrypt) and a lazy page took 4 to 8 s.
const expect = baseExpect.configure({ timeout: 15_000 });

/** A fresh owner with an empty venue, signed in through the form; returns an API token for seeding. */
async function signInAsNewOwner(page: Page, request: APIRequestContext, venueName: string): Promise<string> {
  const { email, password } = await createAccount(request, { venueName, firstName: 'Lena' });
  await signInThroughForm(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  return (await signInByApi(request, email, password)).token;
}

async function seed(request: APIRequestContext, token: string, path: string, data: Record<string, unknown>) {
  const response = await request.post(path, { headers: { Authorization: `Bearer ${token}` }, data });
  expect(response.status()).toBe(201);
}

const leadsList = (page: Page) => page.getByRole('list', { name: 'Leads', exact: true });
const leadRow = (page: Page, name: string) => leadsList(page).getByRole('listitem').filter({ hasText: name });
const count = (page: Page, status: string) => page.getByTestId(`lead-count-${status}`);

async function chooseStatusFilter(page: Page, label: string) {
  await page.getByRole('search').getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

test('staff add a lead, find it, move it through the pipeline and convert it to a booking on a free date', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await signInAsNewOwner(page, request, 'Lead Hall');
  // 20 September 2031 is taken, by a couple who used the same address in other letters.
  await seed(request, token, '/api/bookings', {
    coupleNames: 'Valentina & Marco',
    email: 'Valentina@Example.com',
    eventDate: '2031-09-20T17:00:00-07:00',
    eventType: 'Engagement',
  });
  await seed(request, token, '/api/leads', { name: 'Ben Cho', email: 'ben@sample.org' });

  await page.getByRole('navigation').getByRole('link', { name: 'Leads & CRM' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leads & CRM' })).toBeVisible();
  await expect(count(page, 'new')).toHaveText('1');

  await page.getByRole('main').getByRole('button', { name: 'Add Lead' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Lead' });
  await dialog.getByRole('button', { name: 'Add Lead' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await dialog.getByLabel('Full Name').fill('Valentina Cruz');
  await dialog.getByLabel('Email').fill('valentina@example.com');
  await dialog.getByLabel('Phone').fill('555-0101');
  await dialog.getByRole('combobox', { name: 'Source' }).click();
  await page.getByRole('option', { name: 'Website' }).click();
  await dialog.getByLabel('Preferred Event Date').fill('2031-09-20');
  await dialog.getByLabel('Expected Guest Count').fill('150');
  await dialog.getByLabel('Budget Range').fill('18000');
  await dialog.getByLabel('Notes').fill('Garden ceremony');
  await dialog.getByRole('button', { name: 'Add Lead' }).click();
  await expect(page.getByText('Lead created')).toBeVisible();
  await expect(page.getByText('New lead has been added to your CRM.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(count(page, 'new')).toHaveText('2');
  for (const text of ['valentina@example.com', '555-0101', 'Sep 20, 2031', '$18,000', 'New']) {
    await expect(leadRow(page, 'Valentina Cruz')).toContainText(text);
  }

  // Search asks the server, by name or by e-mail.
  const search = page.getByRole('searchbox', { name: 'Search leads' });
  await search.fill('VALENTINA@');
  await expect(leadsList(page).getByRole('listitem')).toHaveCount(1);
  await expect(leadRow(page, 'Valentina Cruz')).toBeVisible();
  await search.fill('cho');
  await expect(leadsList(page).getByRole('listitem')).toHaveCount(1);
  await expect(leadRow(page, 'Ben Cho')).toBeVisible();
  await search.fill('nobody-by-that-name');
  await expect(page.getByText('No leads found')).toBeVisible();
  await search.fill('');
  await expect(leadsList(page).getByRole('listitem')).toHaveCount(2);

  await chooseStatusFilter(page, 'Contacted');
  await expect(page.getByText('No leads found')).toBeVisible();
  await chooseStatusFilter(page, 'All statuses');

  // The sheet: the same e-mail on a booking, then a move to Contacted that the counts follow.
  await leadsList(page).getByRole('button', { name: 'Valentina Cruz', exact: true }).click();
  let sheet = page.getByRole('dialog', { name: 'Valentina Cruz' });
  await expect(page).toHaveURL(/\/leads\?lead=\d+$/);
  await expect(sheet.getByRole('region', { name: 'Same email' })).toContainText('Same email as 1 booking');
  await expect(sheet.getByRole('region', { name: 'Same email' })).toContainText('Valentina & Marco');
  // One click moves it: no Save Changes.
  await sheet.getByRole('button', { name: 'Stage of Valentina Cruz: New' }).click();
  await page.getByRole('menuitemradio', { name: 'Contacted' }).click();
  await expect(page.getByText('Valentina Cruz is now Contacted.')).toBeVisible();
  await sheet.getByRole('button', { name: 'Close lead' }).click();
  await expect(sheet).toBeHidden();
  await expect(count(page, 'new')).toHaveText('1');
  await expect(count(page, 'contacted')).toHaveText('1');

  await chooseStatusFilter(page, 'Contacted');
  await expect(leadsList(page).getByRole('listitem')).toHaveCount(1);
  await expect(leadRow(page, 'Valentina Cruz')).toContainText('Contacted');

  // The preferred day is taken: the server's words, in the sheet and in a toast; nothing converts.
  await leadsList(page).getByRole('button', { name: 'Valentina Cruz', exact: true }).click();
  sheet = page.getByRole('dialog', { name: 'Valentina Cruz' });
  await expect(sheet.getByLabel('Event Date', { exact: true })).toHaveValue('2031-09-20T12:00');
  await sheet.getByRole('button', { name: 'Convert to Booking' }).click();
  await expect(sheet.getByRole('alert')).toHaveText('20 September 2031 is already booked');
  await expect(page.getByText('20 September 2031 is already booked')).toHaveCount(2); // and the toast
  await expect(sheet.getByRole('button', { name: 'Stage of Valentina Cruz: Contacted' })).toBeVisible();

  await sheet.getByLabel('Event Date', { exact: true }).fill('2031-09-27T16:00');
  await sheet.getByRole('button', { name: 'Convert to Booking' }).click();
  await expect(page.getByText('Lead converted')).toBeVisible();
  await expect(page.getByText('Valentina Cruz is booked for Sat, Sep 27, 2031.')).toBeVisible();
  await expect(sheet.getByText('Converted to a booking')).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Stage of Valentina Cruz: Converted' })).toBeVisible();
  await expect(count(page, 'contacted')).toHaveText('0');

  await sheet.getByRole('link', { name: 'View on calendar' }).click();
  await expect(page).toHaveURL(/\/calendar\?month=2031-09$/);
  const cell = page
    .getByRole('table', { name: 'Bookings in September 2031', exact: true })
    .getByRole('cell', { name: /Saturday, September 27, 2031/ });
  await expect(cell).toContainText('Valentina Cruz');
  await expect(cell).toContainText('Booked');

  await page.getByRole('navigation').getByRole('link', { name: 'Leads & CRM' }).click();
  await expect(leadRow(page, 'Valentina Cruz')).toContainText('Converted');
  await expect(count(page, 'new')).toHaveText('1');
});

test('staff draft a reply to an inquiry for a taken date, edit it and send it; the lead is Contacted', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await signInAsNewOwner(page, request, 'Reply Hall');
  await seed(request, token, '/api/bookings', {
    coupleNames: 'Earlier Couple',
    email: 'earlier@example.com',
    eventDate: '2031-09-20T17:00:00-07:00',
    eventType: 'Wedding',
  });
  const email = `ines.${Date.now()}@example.com`;
  await seed(request, token, '/api/leads', { name: 'Inés Navarro', email, preferredDate: '2031-09-20' });

  await page.goto('/leads');
  await leadsList(page).getByRole('button', { name: 'Inés Navarro', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Inés Navarro' });
  // No language model in this run: the venue's template, filled by the server.
  await sheet.getByRole('button', { name: 'Draft a reply' }).click();
  await expect(sheet.getByLabel('Subject')).toHaveValue('Your inquiry to Reply Hall');
  const message = sheet.getByLabel('Message');
  await expect(message).toHaveValue(
    /Saturday, September 20, 2031 is already booked\. The nearest open dates are Friday, September 19, 2031, Sunday, September 21, 2031 and Thursday, September 18, 2031\./,
  );
  await expect(message).toHaveValue(/Our base price is \$5,000/);
  await message.fill(`${await message.inputValue()}\n\nP.S. Fridays come with the garden lights on.`);
  await sheet.getByRole('button', { name: 'Send' }).click();

  await expect(page.getByText(`Sent to ${email}. The lead is now Contacted.`)).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Stage of Inés Navarro: Contacted' })).toBeVisible();
  await sheet.getByRole('button', { name: 'Close lead' }).click();
  await expect(leadRow(page, 'Inés Navarro')).toContainText('Contacted');
  const sent = await waitForMessage(email, 'P.S. Fridays come with the garden lights on.');
  expect(sent).toContain('is already booked');
});

test('the leads page passes axe with and without the sheet, at 1280 and on a 390 px phone', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await signInAsNewOwner(page, request, 'Axe Hall');
  await seed(request, token, '/api/leads', {
    name: 'Maximiliana Esperanza Villalobos-Hernández',
    email: 'maximiliana.esperanza.villalobos@a-very-long-domain-name.example',
    phone: '+1 (555) 010-9999',
    preferredDate: '2031-10-04',
    guestCount: 250,
    budget: 32000.5,
    source: 'social_media',
    notes: 'A long note that goes on and on to see that the sheet wraps it instead of widening.',
  });
  await seed(request, token, '/api/leads', { name: 'Ana Ruiz', email: 'ana@example.com' });
  trackRequests(page);

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/leads');
    await expect(leadsList(page).getByRole('listitem')).toHaveCount(2);
    await waitForRequestsToSettle(page);
    await expectNoSeriousA11yViolations(page);
    if (viewport.width === 390) await expectFitsThePhone(page, '/leads');

    await leadsList(page)
      .getByRole('button', { name: /^Maximiliana/ })
      .click();
    const sheet = page.getByRole('dialog', { name: /Maximiliana/ });
    await expect(sheet.getByLabel('Full Name')).toHaveValue('Maximiliana Esperanza Villalobos-Hernández');
    await waitForRequestsToSettle(page);
    await expectNoSeriousA11yViolations(page);
    if (viewport.width === 390) await expectFitsThePhone(page, '/leads (a lead’s sheet)');
    await sheet.getByRole('button', { name: 'Close lead' }).click();
    await expect(sheet).toBeHidden();

    await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Board' }).click();
    await expect(page.getByRole('region', { name: 'New' }).getByRole('listitem')).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);
    if (viewport.width === 390) await expectFitsThePhone(page, '/leads?view=board');
    await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'List' }).click();

    if (viewport.width === 390) {
      await page.getByRole('main').getByRole('button', { name: 'Add Lead' }).click();
      await expect(page.getByRole('dialog', { name: 'Add Lead' })).toBeVisible();
      await expectFitsThePhone(page, '/leads (Add Lead)');
    }
  }
});
