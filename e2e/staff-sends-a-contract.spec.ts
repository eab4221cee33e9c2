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

/** A fresh owner with a venue, signed in through the form; returns an API token for seeding. */
async function signInAsNewOwner(page: Page, request: APIRequestContext, venueName: string): Promise<string> {
  const { email, password } = await createAccount(request, { venueName, firstName: 'Rosa' });
  await signInThroughForm(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  return (await signInByApi(request, email, password)).token;
}

/** A booked wedding, eligible for a contract (spec §4). */
async function seedBookedWedding(request: APIRequestContext, token: string, coupleNames: string) {
  const response = await request.post('/api/bookings', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      coupleNames,
      email: 'june@example.com',
      eventDate: '2031-06-14T16:00:00-07:00',
      eventType: 'Wedding',
      guestCount: 120,
      status: 'booked',
      totalAmount: '9800.00',
    },
  });
  expect(response.status()).toBe(201);
}

async function openContracts(page: Page) {
  await page.getByRole('navigation').getByRole('link', { name: 'Contracts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contracts' })).toBeVisible();
}

const contractsList = (page: Page) => page.getByRole('list', { name: 'Contracts', exact: true });

test('an owner creates and sends a contract from the dialog, then finds it Sent with its link to copy', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const token = await signInAsNewOwner(page, request, 'Contract Hall');
  await seedBookedWedding(request, token, 'June & Omar');
  await openContracts(page);
  await expect(page.getByText('No contracts created yet')).toBeVisible();

  await page.getByRole('button', { name: 'Create Contract' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Contract' });
  await expect(dialog.getByRole('button', { name: 'Create & Send' })).toBeDisabled();
  // The new venue's default template is chosen, its merge fields still to be filled.
  await expect(dialog.getByRole('combobox', { name: 'Template' })).toContainText('Wedding Venue Agreement (default)');
  await expect(dialog.getByLabel('Contract Content')).toHaveValue(/\{\{coupleNames\}\}/);
  await dialog.getByRole('combobox', { name: 'Booking' }).click();
  await page.getByRole('option', { name: 'June & Omar — Jun 14, 2031' }).click();
  await expect(dialog.getByLabel('Client Email')).toHaveValue('june@example.com');
  await expect(dialog.getByLabel('Contract Amount ($)')).toHaveValue('9800.00');
  await dialog.getByRole('button', { name: 'Create & Send' }).click();

  await expect(page.getByText('Contract has been sent to client for e-signature.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = contractsList(page).getByRole('listitem').filter({ hasText: 'June & Omar' });
  await expect(row.getByTestId('contract-status').filter({ visible: true })).toHaveText('Sent');
  await expect(page.getByTestId('contract-count-sent')).toHaveText('1');
  await expect(page.getByTestId('contract-count-draft')).toHaveText('0');

  await row.getByRole('button', { name: 'View contract for June & Omar' }).click();
  const view = page.getByRole('dialog', { name: /Wedding Venue Agreement/ });
  await expect(view.getByTestId('contract-status')).toHaveText('Sent');
  // The server filled the merge fields when it created the contract.
  await expect(view.getByText(/between Contract Hall .* and June & Omar/)).toBeVisible();
  const link = view.getByLabel('E-signature link');
  const url = await link.inputValue();
  expect(url).toMatch(/\/contract\/[A-Za-z0-9_-]{22,}\/sign$/);
  await expect(view.getByRole('link', { name: /Open/ })).toHaveAttribute('href', url);
  await expect(view.getByRole('link', { name: /Open/ })).toHaveAttribute('target', '_blank');

  await view.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('E-signature link has been copied to clipboard.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  // The copied link opens the signing page's data without a session.
  const signingToken = new URL(url).pathname.split('/')[2];
  const publicRead = await page.request.get(`/api/contracts/${signingToken}/public`, { headers: {} });
  expect(publicRead.status()).toBe(200);
  expect(((await publicRead.json()) as { status: string }).status).toBe('sent');
});

test('an owner edits the default template in Settings and the next contract starts from it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await signInAsNewOwner(page, request, 'Template Hall');
  await seedBookedWedding(request, token, 'Lea & Tom');
  await page.getByRole('navigation').getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('tab', { name: 'Contract Templates' }).click();
  const templates = page.getByRole('list', { name: 'Contract templates' });
  await templates.getByRole('button', { name: 'Edit Wedding Venue Agreement' }).click();

  const dialog = page.getByRole('dialog', { name: 'Edit Template' });
  await dialog.getByLabel('Template Name').fill('Hall Agreement');
  const content = dialog.getByLabel('Template Content');
  await content.fill('Hall agreement for ');
  await dialog.getByRole('button', { name: 'Couple names' }).click();
  await content.press('End');
  await content.pressSequentially(' on {{date}}.');
  await dialog.getByRole('button', { name: 'Save Template' }).click();
  await expect(dialog.getByText('Unknown merge field {{date}}')).toBeVisible();

  await content.fill('Hall agreement for ');
  await dialog.getByRole('button', { name: 'Couple names' }).click();
  await expect(content).toHaveValue('Hall agreement for {{coupleNames}}');
  await dialog.getByRole('button', { name: 'Save Template' }).click();
  await expect(page.getByText('Template saved')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(templates.getByText('Hall Agreement')).toBeVisible();
  // The settings Save is not for templates.
  await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);

  await openContracts(page);
  await page.getByRole('button', { name: 'Create Contract' }).click();
  const create = page.getByRole('dialog', { name: 'Create Contract' });
  await expect(create.getByRole('combobox', { name: 'Template' })).toContainText('Hall Agreement (default)');
  await expect(create.getByLabel('Contract Content')).toHaveValue('Hall agreement for {{coupleNames}}');
  await create.getByRole('combobox', { name: 'Booking' }).click();
  await page.getByRole('option', { name: /Lea & Tom/ }).click();
  await create.getByRole('button', { name: 'Save as Draft' }).click();
  await expect(page.getByText('Contract created')).toBeVisible();
  const row = contractsList(page).getByRole('listitem').filter({ hasText: 'Lea & Tom' });
  await expect(row).toContainText('Hall Agreement');
  await row.getByRole('button', { name: 'View contract for Lea & Tom' }).click();
  await expect(page.getByRole('dialog').getByText('Hall agreement for Lea & Tom')).toBeVisible();
});

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`/contracts passes axe with and without its dialogs at ${viewport.width} px and fits a phone`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const token = await signInAsNewOwner(page, request, 'Axe Hall');
    await seedBookedWedding(request, token, 'Ines & Karl');
    const isPhone = viewport.width < 500;
    await page.goto('/contracts');
    await expect(page.getByRole('heading', { level: 1, name: 'Contracts' })).toBeVisible();
    await expect(page.getByText('No contracts created yet')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    if (isPhone) await expectFitsThePhone(page, 'the empty contracts page');

    await page.getByRole('button', { name: 'Create Contract' }).click();
    const create = page.getByRole('dialog', { name: 'Create Contract' });
    await create.getByRole('combobox', { name: 'Booking' }).click();
    await page.getByRole('option', { name: /Ines & Karl/ }).click();
    await expectNoSeriousA11yViolations(page);
    if (isPhone) await expectFitsThePhone(page, 'the Create Contract dialog');
    await create.getByRole('button', { name: 'Save as Draft' }).click();
    await expect(create).toBeHidden();
    // The toaster loads with the first toast: axe must find this one shown, not arriving mid-analysis.
    await expect(page.getByText('Contract created')).toBeVisible();

    const row = contractsList(page).getByRole('listitem').filter({ hasText: 'Ines & Karl' });
    await expect(row.getByRole('button', { name: /^Send/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    if (isPhone) await expectFitsThePhone(page, 'the contracts list');

    await row.getByRole('button', { name: /^Send/ }).click();
    const sentToast = page.getByText('Contract has been sent to client for e-signature.');
    await expect(sentToast).toBeVisible();
    await row.getByRole('button', { name: 'View contract for Ines & Karl' }).click();
    await expect(page.getByRole('dialog').getByLabel('E-signature link')).toBeVisible();
    // The toast's 5 s could end while axe reads the page: it would measure the toast fading out.
    await expect(sentToast).toBeHidden({ timeout: 10_000 });
    await expectNoSeriousA11yViolations(page);
    if (isPhone) await expectFitsThePhone(page, 'the View dialog');
  });
}
