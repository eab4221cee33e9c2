import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { waitForMessage } from './mailbox.ts';
import {
  createAccount,
  expectNoSeriousA11yViolations,
  openRendered,
  signInThroughForm,
  uniqueEmail,
} from './support.ts';

// An owner and a visitor, an axe pass and the wait for the mail: past the default 30 s on a
// loaded 2-core machine.
test.describe.configure({ timeout: 90_000 });

test('an owner edits the inquiry acknowledgement; a visitor who inquires gets the edited text', async ({
  page,
  browser,
  baseURL,
}) => {
  const venueName = `Acknowledged Hall ${randomBytes(3).toString('hex')}`;
  const { email, password } = await createAccount(page.request, { venueName, firstName: 'Rosa' });
  await signInThroughForm(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });

  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Automations' }).click();
  const card = page.getByRole('region', { name: 'Inquiry acknowledgement' });
  await expect(card.getByRole('switch', { name: 'Inquiry acknowledgement on' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await card.getByLabel('Subject', { exact: true }).fill('Thank you, {{coupleNames}}: {{venueName}} has your note');
  const message = card.getByLabel('Message', { exact: true });
  await message.fill(
    'Hi {{coupleNames}},\n\nRosa here. I will call you tomorrow morning about your plans.\n\n{{dateAnswer}}\n\n— {{venueName}}',
  );

  // The preview fills the draft before it is saved: the venue has no lead yet, so an example does.
  await card.getByRole('button', { name: 'Preview', exact: true }).click();
  const preview = card.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText('Rosa here. I will call you tomorrow morning about your plans.');
  await expect(preview).toContainText(`Subject: Thank you, Sofia & Daniel: ${venueName} has your note`);
  await expectNoSeriousA11yViolations(page);

  // A field the acknowledgement has not is refused where it was typed.
  await message.fill('Hi {{firstName}}');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByText('This automation has no merge field {{firstName}}')).toBeVisible();
  await message.fill('Hi {{coupleNames}},\n\nRosa here. I will call you tomorrow morning about your plans.');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Inquiry acknowledgement saved').first()).toBeVisible();

  // A visitor, in a browser of their own, inquires through the venue's public form.
  const settings = await page.request.get('/api/settings', {
    headers: { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('auth_token'))}` },
  });
  const { venue } = (await settings.json()) as { venue: { slug: string } };
  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  await openRendered(visitor, `/inquire/${venue.slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name: venueName })).toBeVisible({ timeout: 20_000 });
  const visitorEmail = uniqueEmail('visitor');
  await visitor.getByLabel('Full Name').fill('Lucia Moreno');
  await visitor.getByLabel('Email').fill(visitorEmail);
  await visitor.getByRole('button', { name: /send inquiry/i }).click();
  await expect(visitor.getByText('We have sent you a confirmation e-mail', { exact: false })).toBeVisible({
    timeout: 15_000,
  });
  await visitorContext.close();

  const mail = await waitForMessage(visitorEmail, 'Rosa here. I will call you tomorrow morning about your plans.');
  expect(mail).toContain('Hi Lucia Moreno,');

  // The lead's sheet lists what the automation sent, to whom and when.
  await page.goto('/leads');
  await page.getByText('Lucia Moreno').first().click();
  const runs = page.getByRole('region', { name: 'Automations' });
  await expect(runs).toContainText('Inquiry acknowledgement');
  await expect(runs).toContainText(visitorEmail);
});
