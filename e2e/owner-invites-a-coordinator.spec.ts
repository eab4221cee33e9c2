import { expect, test, type Page } from '@playwright/test';
import { createAccount, expectNoSeriousA11yViolations, signInThroughForm, uniqueEmail } from './support.ts';

const VENUE = 'Casa Invitations';
const COORDINATOR = { firstName: 'Cora', lastName: 'Lindqvist', password: 'cora-password-1' };
const coordinatorName = `${COORDINATOR.firstName} ${COORDINATOR.lastName}`;

async function openTeamAccess(page: Page): Promise<void> {
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Team Access' }).click();
  await expect(page.getByRole('heading', { name: 'Team Members' })).toBeVisible();
}

function membersList(page: Page) {
  return page.getByRole('list', { name: 'Team Members' });
}

test('an owner invites a coordinator, who joins, signs in again and loses access when removed', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const owner = await createAccount(request, { venueName: VENUE, firstName: 'Olivia', lastName: 'Reyes' });
  await signInThroughForm(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The owner sees themselves as Owner, and nobody else yet.
  await openTeamAccess(page);
  const selfRow = membersList(page).getByRole('listitem').filter({ hasText: '(you)' });
  await expect(selfRow).toContainText('Olivia Reyes');
  await expect(selfRow).toContainText(owner.email);
  await expect(selfRow.getByText('Owner', { exact: true })).toBeVisible();
  await expect(page.getByText('No pending invitations')).toBeVisible();

  const email = uniqueEmail('coordinator');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await expect(page.getByRole('combobox', { name: 'Role', exact: true })).toHaveText('Coordinator');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Invitation sent')).toBeVisible();
  await expect(page.getByText(`We e-mailed an invitation to ${email}.`)).toBeVisible();

  const linkField = page.getByLabel(`Invite link for ${email}`);
  const inviteUrl = await linkField.inputValue();
  expect(inviteUrl).toMatch(/\/accept-invite\/[A-Za-z0-9_-]{20,}$/);
  const pending = page
    .getByRole('list', { name: 'Pending invitations' })
    .getByRole('listitem')
    .filter({ hasText: email });
  await expect(pending).toContainText('Coordinator');
  await expect(pending).toContainText(/Expires \w{3} \d{1,2}, \d{4}/);
  await expectNoSeriousA11yViolations(page);

  // The coordinator opens the link with no session, creates their account and lands signed in.
  const visitor = await browser.newContext();
  const invitee = await visitor.newPage();
  await invitee.goto(inviteUrl);
  await expect(invitee.getByRole('heading', { name: `Join ${VENUE} as Coordinator` })).toBeVisible();
  await expect(invitee.getByLabel('Email')).toHaveValue(email);
  await expect(invitee.getByLabel('Email')).not.toBeEditable();
  await expectNoSeriousA11yViolations(invitee);

  await invitee.getByLabel('First Name').fill(COORDINATOR.firstName);
  await invitee.getByLabel('Last Name').fill(COORDINATOR.lastName);
  await invitee.getByLabel('Password', { exact: true }).fill(COORDINATOR.password);
  await invitee.getByLabel('Confirm Password').fill(COORDINATOR.password);
  await invitee.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(invitee).toHaveURL(/\/dashboard$/);
  const sidebar = invitee.locator('aside');
  await expect(sidebar.getByText(coordinatorName)).toBeVisible();
  await expect(sidebar.getByText('Coordinator', { exact: true })).toBeVisible();
  await expect(sidebar.getByText(VENUE)).toBeVisible();

  // The link worked once.
  const reused = await visitor.newPage();
  await reused.goto(inviteUrl);
  await expect(reused.getByRole('heading', { name: 'Invitation not found' })).toBeVisible();
  await expect(reused.getByText('This invitation is no longer valid')).toBeVisible();
  await expectNoSeriousA11yViolations(reused);
  await reused.close();

  // The new password signs in through the ordinary form.
  await invitee.getByRole('button', { name: 'Sign out' }).click();
  await expect(invitee).toHaveURL(/\/login$/);
  await signInThroughForm(invitee, email, COORDINATOR.password);
  await expect(invitee).toHaveURL(/\/dashboard$/);
  await expect(sidebar.getByText(coordinatorName)).toBeVisible();

  // The owner sees the coordinator on the team and removes them.
  await openTeamAccess(page);
  await expect(page.getByText('No pending invitations')).toBeVisible();
  const coordinatorRow = membersList(page).getByRole('listitem').filter({ hasText: coordinatorName });
  await expect(coordinatorRow).toContainText(email);
  await expect(coordinatorRow.getByRole('combobox', { name: `Role for ${coordinatorName}` })).toHaveText('Coordinator');
  await coordinatorRow.getByRole('button', { name: `Remove ${coordinatorName}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Remove ${coordinatorName} from ${VENUE}? They lose access at once.`);
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText('Team member removed')).toBeVisible();
  await expect(membersList(page).getByText(coordinatorName)).toHaveCount(0);

  // Their session ended with the removal: the next page load sends them to sign in.
  await invitee.reload();
  await expect(invitee).toHaveURL(/\/login$/);
  expect(await invitee.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  await visitor.close();
});
