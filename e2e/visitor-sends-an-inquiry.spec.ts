import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Browser, type FrameLocator, type Page } from '@playwright/test';
import {
  createAccount,
  expectNoSeriousA11yViolations,
  openRendered,
  signInByApi,
  signInThroughForm,
  uniqueEmail,
} from './support.ts';

// A new venue counts its days in America/Los_Angeles, and so does every browser here.
test.use({ timezoneId: 'America/Los_Angeles' });
// Each journey has an owner and a visitor, each in their own browser: on a loaded 2-core
// machine that outlasts the default 30 s.
test.describe.configure({ timeout: 60_000 });

interface Owner {
  venueName: string;
  slug: string;
  headers: { Authorization: string };
}

/**
 * A new venue's owner with the venue's inquiry address from GET /api/settings; signed in on
 * `page` through the form when `throughForm`, otherwise only through the API.
 */
async function signInAsNewOwner(page: Page, name: string, { throughForm = false } = {}): Promise<Owner> {
  const venueName = `${name} ${randomBytes(3).toString('hex')}`;
  const { email, password } = await createAccount(page.request, { venueName, firstName: 'Rosa' });
  let token: string | null;
  if (throughForm) {
    await signInThroughForm(page, email, password);
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    token = await page.evaluate(() => localStorage.getItem('auth_token'));
  } else {
    ({ token } = await signInByApi(page.request, email, password));
  }
  const headers = { Authorization: `Bearer ${token}` };
  const settings = await page.request.get('/api/settings', { headers });
  expect(settings.status()).toBe(200);
  const { venue } = (await settings.json()) as { venue: { slug: string } };
  expect(venue.slug).toMatch(/^[a-z0-9-]{3,40}$/);
  return { venueName, slug: venue.slug, headers };
}

/** A visitor's own browser: no session, nothing shared with the owner's. */
async function openAsVisitor(browser: Browser, baseURL: string | undefined, path: string, width = 1280) {
  const context = await browser.newContext({
    baseURL,
    timezoneId: 'America/Los_Angeles',
    viewport: { width, height: width < 768 ? 844 : 900 },
  });
  const page = await context.newPage();
  await openRendered(page, path);
  return page;
}

/**
 * The form is up once the venue's name shows: the page's chunk and the venue's facts load after
 * the main bundle, which on a loaded 2-core machine takes longer than expect's 5 s.
 */
async function expectVenueHeading(page: Page | FrameLocator, venueName: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: venueName })).toBeVisible({ timeout: 20_000 });
}

/** 'YYYY-MM-DD' for the day `days` from today in Los Angeles. */
function dayAhead(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Los_Angeles',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

interface LeadRow {
  name: string;
  email: string;
  source: string | null;
  status: string;
  preferredDate: string | null;
  guestCount: number | null;
  budget: number | null;
  notes: string | null;
}

async function findLeads(page: Page, owner: Owner, email: string): Promise<LeadRow[]> {
  const response = await page.request.get(`/api/leads?search=${encodeURIComponent(email)}`, {
    headers: owner.headers,
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as LeadRow[];
}

const availabilityOf = (page: Page) => page.locator('[aria-live="polite"]').filter({ hasText: /date/ });

test('a visitor checks dates on the venue’s form and sends an inquiry; the owner gets a website lead', async ({
  page,
  browser,
  baseURL,
}) => {
  const owner = await signInAsNewOwner(page, 'Olive Grove', { throughForm: true });
  const bookedDay = dayAhead(40);
  const freeDay = dayAhead(41);
  const booking = await page.request.post('/api/bookings', {
    headers: owner.headers,
    data: {
      coupleNames: 'Sarah & Michael',
      email: 'couple@example.com',
      eventDate: new Date(`${bookedDay}T12:00:00-08:00`).toISOString(),
      status: 'booked',
    },
  });
  expect(booking.status()).toBe(201);

  const visitor = await openAsVisitor(browser, baseURL, `/inquire/${owner.slug}`);
  expect(await visitor.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  await expectVenueHeading(visitor, owner.venueName);
  await expect(visitor).toHaveTitle(`Inquire at ${owner.venueName} · VenueDesk`);
  await expect(visitor.getByText('Powered by VenueDesk')).toBeVisible();
  // Self-contained: no app shell, no site header; the one navigation is the language switch.
  await expect(visitor.getByRole('navigation')).toHaveCount(1);
  await expect(visitor.getByRole('navigation', { name: 'Language' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Sign In' })).toHaveCount(0);

  const date = visitor.getByLabel('Preferred Event Date');
  await date.fill(bookedDay);
  await expect(availabilityOf(visitor)).toContainText('This date is booked — tell us another');
  // The nearest open days are offered; one press puts the day after in the field.
  const freeDayName = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${freeDay}T00:00:00Z`),
  );
  await visitor.getByRole('button', { name: `Choose ${freeDayName}` }).click();
  await expect(date).toHaveValue(freeDay);
  await expect(availabilityOf(visitor)).toHaveText('This date is available');

  const email = uniqueEmail('ana');
  await visitor.getByLabel('Full Name').fill('Ana Lopez');
  await visitor.getByLabel('Email').fill(email);
  await visitor.getByLabel('Phone').fill('555-0142');
  await visitor.getByLabel('Event Type').selectOption('Ceremony + Reception');
  await visitor.getByLabel('Expected Guest Count').fill('120');
  await visitor.getByLabel('Budget').fill('15000');
  await visitor.getByLabel('Notes').fill('An evening in the garden.');
  const sent = visitor.waitForResponse((response) => response.url().endsWith('/inquiries'));
  await visitor.getByRole('button', { name: 'Send Inquiry' }).click();
  expect((await sent).status()).toBe(201);

  await expect(visitor.getByRole('heading', { name: 'Thank you, Ana Lopez!' })).toBeVisible();
  await expect(
    visitor.getByText(
      `${owner.venueName} has your inquiry and will reply to ${email}. We have sent you a confirmation e-mail.`,
    ),
  ).toBeVisible();
  await expect(visitor.getByText(`${freeDayName} was open when your inquiry arrived`, { exact: false })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Send Inquiry' })).toHaveCount(0);
  await visitor.context().close();

  // The owner's venue has the inquiry as a new lead from the website.
  const leads = await findLeads(page, owner, email);
  expect(leads).toEqual([
    expect.objectContaining({
      name: 'Ana Lopez',
      email,
      source: 'website',
      status: 'new',
      preferredDate: freeDay,
      guestCount: 120,
      budget: 15000,
      notes: 'Event type: Ceremony + Reception\nAn evening in the garden.',
    }),
  ]);
  // And sees it arrive on the Leads page, opening it as an inquiry from the website.
  await page.goto('/leads');
  await page.getByRole('button', { name: 'Ana Lopez', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Ana Lopez' });
  await expect(sheet.getByText(/^Inquiry from Website on /)).toBeVisible();
});

test('a bot that fills the hidden field is answered as if it worked, and no lead is made', async ({
  page,
  browser,
  baseURL,
}) => {
  const owner = await signInAsNewOwner(page, 'Honeypot Hall');
  const visitor = await openAsVisitor(browser, baseURL, `/inquire/${owner.slug}`);
  await expectVenueHeading(visitor, owner.venueName);

  // People cannot reach the field: not in the accessibility tree, and Tab skips it.
  const trap = visitor.locator('input[name="website"]');
  await expect(trap).toHaveAttribute('autocomplete', 'off');
  await expect(visitor.getByRole('textbox', { name: /website/i })).toHaveCount(0);
  await visitor.getByLabel('Notes').focus();
  await visitor.keyboard.press('Tab');
  await expect(visitor.getByRole('button', { name: 'Send Inquiry' })).toBeFocused();

  const email = uniqueEmail('bot');
  await visitor.getByLabel('Full Name').fill('Cheap Pills');
  await visitor.getByLabel('Email').fill(email);
  await trap.fill('http://spam.example');
  const sent = visitor.waitForResponse((response) => response.url().endsWith('/inquiries'));
  await visitor.getByRole('button', { name: 'Send Inquiry' }).click();
  expect((await sent).status()).toBe(201);
  await expect(visitor.getByRole('heading', { name: 'Thank you, Cheap Pills!' })).toBeVisible();
  await visitor.context().close();

  expect(await findLeads(page, owner, email)).toEqual([]);
});

test('the form has no serious accessibility problems at 1280', async ({ page, browser, baseURL }) => {
  const owner = await signInAsNewOwner(page, 'Wide Hall');
  const desktop = await openAsVisitor(browser, baseURL, `/inquire/${owner.slug}`);
  await expectVenueHeading(desktop, owner.venueName);
  await expectNoSeriousA11yViolations(desktop);
  await desktop.context().close();
});

test('on a 390 px phone the form is accessible and fits without sideways scrolling, messages and all', async ({
  page,
  browser,
  baseURL,
}) => {
  const owner = await signInAsNewOwner(page, 'Phone Hall');
  const phone = await openAsVisitor(browser, baseURL, `/inquire/${owner.slug}`, 390);
  await expectVenueHeading(phone, owner.venueName);
  await phone.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(phone.getByText('Name is required')).toBeVisible();
  await expect(phone.getByText('Email is required')).toBeVisible();
  await phone.getByLabel('Preferred Event Date').fill(dayAhead(30));
  await expect(availabilityOf(phone)).toHaveText('This date is available');
  await expectNoSeriousA11yViolations(phone);
  const overflow = await phone.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  await phone.context().close();
});

test('a venue’s website can frame the form, and no other page', async ({ page, browser, baseURL }) => {
  const owner = await signInAsNewOwner(page, 'Framed Hall');
  const form = await page.request.get(`/inquire/${owner.slug}`);
  expect(form.headers()['content-security-policy']).toContain('frame-ancestors *');
  expect(form.headers()['x-frame-options']).toBeUndefined();
  const login = await page.request.get('/login');
  expect(login.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(login.headers()['x-frame-options']).toBeDefined();

  // The venue's own site, on another origin (a server on this machine: Chrome refuses a public
  // page's frames from a local address), with the form and a sign-in page in iframes.
  const site = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="en"><title>Our venue</title><h1>Book with us</h1>` +
        `<iframe id="form" src="${baseURL}/inquire/${owner.slug}" title="Inquiry form" width="100%" height="900" style="border:0"></iframe>` +
        `<iframe id="login" src="${baseURL}/login" title="Sign in" width="100%" height="300"></iframe></html>`,
    );
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const { port } = site.address() as AddressInfo;
  const context = await browser.newContext({ timezoneId: 'America/Los_Angeles' });
  try {
    const venueSite = await context.newPage();
    await venueSite.goto(`http://127.0.0.1:${port}/`);
    const framedForm = venueSite.frameLocator('#form');
    await expectVenueHeading(framedForm, owner.venueName);
    await expect(framedForm.getByRole('button', { name: 'Send Inquiry' })).toBeVisible();
    // The browser refuses to show the sign-in page inside another site: Chromium puts its error
    // page in that frame instead.
    const frameUrls = () => venueSite.frames().map((frame) => frame.url());
    await expect.poll(frameUrls).toContain('chrome-error://chromewebdata/');
    expect(frameUrls()).not.toContain(`${baseURL}/login`);
    await expect(venueSite.frameLocator('#login').getByLabel('Password')).toHaveCount(0);
  } finally {
    await context.close();
    site.close();
  }
});

test('the owner finds the link and embed code in Settings → Venue Info, and a taken address is refused', async ({
  page,
  context,
  baseURL,
}) => {
  const owner = await signInAsNewOwner(page, 'Linked Hall', { throughForm: true });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  const url = `${baseURL}/inquire/${owner.slug}`;
  // The settings page's chunk and the settings load first: slow on a loaded machine.
  await expect(page.getByLabel('Inquiry Link', { exact: true })).toHaveValue(url, { timeout: 20_000 });
  await expect(page.getByLabel('Embed Code')).toHaveValue(new RegExp(`^<iframe src="${url}" title="Inquiry form for `));

  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  await expect(page.getByText('Inquiry link has been copied to clipboard.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  const opened = page.waitForEvent('popup');
  await page.getByRole('link', { name: /^Open/ }).click();
  const form = await opened;
  await expectVenueHeading(form, owner.venueName);
  await form.close();

  // The demo venue holds 'demo-venue'.
  const address = page.getByLabel('Inquiry Link Address');
  await address.fill('demo-venue');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(address).toHaveAccessibleDescription(/demo-venue is taken by another venue; choose another/);
  await expect(page.getByLabel('Inquiry Link', { exact: true })).toHaveValue(url);

  const newSlug = `${owner.slug}-events`;
  await address.fill(newSlug);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await expect(page.getByLabel('Inquiry Link', { exact: true })).toHaveValue(`${baseURL}/inquire/${newSlug}`);
  const moved = await page.request.get(`/api/public/venues/${newSlug}`);
  expect(moved.status()).toBe(200);
  expect((await page.request.get(`/api/public/venues/${owner.slug}`)).status()).toBe(404);
});
