import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { waitForLink } from './mailbox.ts';
import {
  createAccount,
  expectFitsThePhone,
  expectNoSeriousA11yViolations,
  PASSWORD,
  signInByApi,
  signInThroughForm,
  uniqueEmail,
} from './support.ts';

// Sign-ins and password changes hash with scrypt at OWASP's cost: seconds each on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 180_000 });

const viewports = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

/** axe at both widths, and nothing wider than the phone at 390. */
async function checkPage(page: Page, what: string): Promise<void> {
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    await expectNoSeriousA11yViolations(page);
    if (viewport.width === 390) await expectFitsThePhone(page, what);
  }
  await page.setViewportSize(viewports[0]);
}

async function apiSession(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<Record<string, string>> {
  return (await signInByApi(request, email, password)).headers;
}

test('a couple forgets their password: the e-mailed link sets a new one and signs every other device out', async ({
  page,
  request,
}) => {
  const { email } = await createAccount(request, { firstName: 'Sarah', lastName: 'Johnson' });
  // Another device of theirs, still signed in with the old password.
  const otherDevice = await apiSession(request, email, PASSWORD);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await checkPage(page, 'The forgot-password page');

  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Check your e-mail')).toBeVisible();
  await expect(page.getByText(`If an account uses ${email}, we have e-mailed it a link`)).toBeVisible();
  await checkPage(page, 'The forgot-password page after sending');

  // The link arrives in their mailbox; the page looks the same for an address without an account.
  const resetUrl = await waitForLink(email, '/reset-password/');
  await page.goto(resetUrl);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await checkPage(page, 'The reset page');
  await page.getByLabel('New Password').fill('a-brand-new-password');
  await page.getByLabel('Confirm Password').fill('a-brand-new-password');
  await page.getByRole('button', { name: 'Save password and sign in' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();
  await expect(page).toHaveURL(/\/client-portal$/);

  // The other device was signed out; the old password no longer works; the link worked once.
  expect((await request.get('/api/user/profile', { headers: otherDevice })).status()).toBe(401);
  expect((await request.post('/api/auth/login', { data: { email, password: PASSWORD } })).status()).toBe(401);
  const reused = await page.context().newPage();
  await reused.goto(resetUrl);
  await expect(reused.getByRole('heading', { name: 'Link no longer valid' })).toBeVisible();
  await expect(reused.getByText('This password reset link has been used or has expired.')).toBeVisible();
  await checkPage(reused, 'A used reset link');
  await reused.close();

  // Their Profile, from the portal's header: their name and address, and a password change.
  await page.getByRole('banner').getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  const account = page.getByRole('region', { name: 'Your account' });
  await expect(account).toContainText('Sarah Johnson');
  await expect(account).toContainText(email);
  await expect(account).toContainText('Your e-mail address is verified.');
  await checkPage(page, 'The Profile page');
  const laptop = await apiSession(request, email, 'a-brand-new-password');
  await page.getByLabel('Current Password').fill('a-brand-new-password');
  await page.getByLabel('New Password', { exact: true }).fill('changed-once-more');
  await page.getByLabel('Confirm New Password').fill('changed-once-more');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Other devices signed in to your account were signed out.')).toBeVisible();
  expect((await request.get('/api/user/profile', { headers: laptop })).status()).toBe(401);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to my portal' }).click();
  await expect(page).toHaveURL(/\/client-portal$/);
});

test('an address someone else registered: its owner follows the welcome link and the impostor is signed out', async ({
  page,
  browser,
  request,
}) => {
  const email = uniqueEmail('claimed');
  // Someone registers the couple's address and signs in.
  await createAccount(request, { email, firstName: 'Not', lastName: 'Them' });
  const impostor = await browser.newContext();
  const impostorPage = await impostor.newPage();
  await signInThroughForm(impostorPage, email, PASSWORD);
  await expect(impostorPage).toHaveURL(/\/client-portal$/);

  // The real owner opens the welcome e-mail that arrived in their mailbox.
  const verifyUrl = await waitForLink(email, '/verify-email/');
  await page.goto(verifyUrl);
  await expect(page.getByRole('heading', { name: 'Confirm your e-mail address' })).toBeVisible();
  await expect(page.getByText('Anyone else signed in to it will be signed out.')).toBeVisible();
  await checkPage(page, 'The verification page');
  await page.getByLabel('New Password').fill('only-the-owner-knows');
  await page.getByLabel('Confirm Password').fill('only-the-owner-knows');
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  await expect(page.getByText('E-mail verified')).toBeVisible();
  await expect(page).toHaveURL(/\/client-portal$/);

  // The impostor's next request is refused: they are back on the sign-in page.
  await impostorPage.reload();
  await expect(impostorPage).toHaveURL(/\/login$/);
  await signInThroughForm(impostorPage, email, PASSWORD);
  await expect(impostorPage.getByText('Invalid email or password')).toBeVisible();
  await impostor.close();
});

test('the verification and reset pages say when a link is not (or no longer) valid', async ({ page }) => {
  for (const [path, text] of [
    ['/verify-email/not-a-real-verification-token', 'This verification link has been used or has expired.'],
    ['/reset-password/not-a-real-password-reset-token', 'This password reset link has been used or has expired.'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Link no longer valid' })).toBeVisible();
    await expect(page.getByText(text)).toBeVisible();
    await page.getByRole('link', { name: 'Get a new link' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  }
});
