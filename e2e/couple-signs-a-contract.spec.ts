import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { ELECTRONIC_SIGNATURE_CONSENT } from '../src/shared/contracts/contract-status.ts';
import { createAccount, expectFitsThePhone, expectNoSeriousA11yViolations, signInByApi } from './support.ts';

const CONTRACT_NAME = 'Wedding Venue Agreement';
const CONTENT = [
  'WEDDING VENUE AGREEMENT',
  '',
  'This agreement is between {{venueName}} and {{coupleNames}} for the {{eventType}} on {{eventDate}}.',
  'The total is {{totalAmount}}; a deposit of 30% is due on signing.',
].join('\n');
const SIGNER = { name: 'Sarah Johnson', email: 'sarah@example.com' };

type Headers = Record<string, string>;

// Each journey makes a venue, a booking and a contract, and renders a PDF: slow on a busy 2-core machine.
test.describe.configure({ timeout: 120_000 });
/** The first paint waits for the page's chunk and the contract: allow a loaded machine its time. */
const FIRST_PAINT = { timeout: 20_000 };

/** A new venue's owner, signed in through the API: the journey starts at the couple's link. */
async function signInNewOwner(request: APIRequestContext, venueName: string): Promise<Headers> {
  const { email, password } = await createAccount(request, { venueName, firstName: 'Olivia' });
  return (await signInByApi(request, email, password)).headers;
}

let nextDay = 0;

/** A booked booking, a contract for it, sent: the link the couple gets by e-mail. */
async function sendContract(
  request: APIRequestContext,
  headers: Headers,
  content = CONTENT,
): Promise<{ id: string; signingUrl: string }> {
  const eventDate = new Date(Date.UTC(2031, 5, 14, 23) + nextDay++ * 86_400_000).toISOString();
  const booking = await request.post('/api/bookings', {
    headers,
    data: {
      coupleNames: 'Sarah & Michael',
      eventDate,
      eventType: 'Wedding',
      guestCount: 150,
      email: SIGNER.email,
      status: 'booked',
      totalAmount: '12500',
    },
  });
  expect(booking.status()).toBe(201);
  const created = await request.post('/api/contracts', {
    headers,
    data: {
      bookingId: ((await booking.json()) as { id: number }).id,
      templateId: null,
      templateName: CONTRACT_NAME,
      content,
      signerEmail: SIGNER.email,
      status: 'draft',
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const sent = await request.post(`/api/contracts/${id}/send`, { headers });
  expect(sent.status()).toBe(200);
  const { signingUrl, status } = (await sent.json()) as { signingUrl: string; status: string };
  expect(status).toBe('sent');
  expect(signingUrl).toMatch(/\/contract\/[A-Za-z0-9_-]{20,}\/sign$/);
  return { id, signingUrl };
}

async function getContract(request: APIRequestContext, headers: Headers, id: string) {
  const response = await request.get(`/api/contracts/${id}`, { headers });
  expect(response.status()).toBe(200);
  return (await response.json()) as { status: string; signerName: string | null };
}

async function countEvents(request: APIRequestContext, headers: Headers, id: string, type: string) {
  const response = await request.get(`/api/contracts/${id}/audit`, { headers });
  expect(response.status()).toBe(200);
  const { events } = (await response.json()) as { events: { type: string }[] };
  return events.filter((event) => event.type === type).length;
}

function signatureCanvas(page: Page) {
  return page.getByRole('img', { name: /^Signature pad/ });
}

/** A wavy stroke across the canvas: points from left to right, in page coordinates. */
async function strokeAcross(page: Page): Promise<[number, number][]> {
  const canvas = signatureCanvas(page);
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('The signature canvas is not on screen');
  return Array.from({ length: 25 }, (_, i) => {
    const t = i / 24;
    return [box.x + box.width * (0.1 + 0.8 * t), box.y + box.height * (0.5 + 0.25 * Math.sin(t * 12))];
  });
}

async function drawWithMouse(page: Page): Promise<void> {
  const [first, ...rest] = await strokeAcross(page);
  await page.mouse.move(...first!);
  await page.mouse.down();
  for (const point of rest) await page.mouse.move(...point, { steps: 2 });
  await page.mouse.up();
  await expect(signatureCanvas(page)).toHaveAccessibleName('Signature pad, signed');
}

/** A finger on a touch screen, through Chromium's input pipeline (touch-action decides whether the page scrolls). */
async function drawWithFinger(context: BrowserContext, page: Page): Promise<void> {
  const [first, ...rest] = await strokeAcross(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: first![0], y: first![1] }] });
  for (const [x, y] of rest) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
  await expect(signatureCanvas(page)).toHaveAccessibleName('Signature pad, signed');
}

/** Pixels with ink on the canvas's bitmap: what the signature image will hold. */
function countInk(page: Page): Promise<number> {
  return signatureCanvas(page).evaluate((canvas: HTMLCanvasElement) => {
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    let ink = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) ink += 1;
    return ink;
  });
}

async function fillSigner(page: Page): Promise<void> {
  await page.getByLabel('Full Name').fill(SIGNER.name);
  await page.getByLabel('Email').fill(SIGNER.email);
}

function signPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/sign')) posts.push(request.url());
  });
  return posts;
}

test('a couple opens the link in a fresh browser, draws, consents and signs, and downloads the signed PDF', async ({
  browser,
  request,
}) => {
  const headers = await signInNewOwner(request, 'Casa Firmas');
  const { id, signingUrl } = await sendContract(request, headers);

  // The couple has no session: a browser of their own.
  const couple = await browser.newContext({ acceptDownloads: true });
  const page = await couple.newPage();
  await page.goto(signingUrl);
  await expect(page.getByRole('heading', { level: 1, name: CONTRACT_NAME })).toBeVisible(FIRST_PAINT);
  await expect(page.getByText('Sent', { exact: true })).toBeVisible();
  await expect(page.getByText('Casa Firmas', { exact: true })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Contract text' })).toContainText(
    'This agreement is between Casa Firmas and Sarah & Michael',
  );

  // Opening it recorded the view: staff see it viewed, and so does the couple's next visit.
  await expect.poll(async () => (await getContract(request, headers, id)).status).toBe('viewed');
  await page.reload();
  await expect(page.getByText('Viewed', { exact: true })).toBeVisible(FIRST_PAINT);
  await expectNoSeriousA11yViolations(page);
  expect(await countEvents(request, headers, id, 'viewed')).toBe(1);

  await fillSigner(page);
  await drawWithMouse(page);
  await page.getByRole('checkbox', { name: ELECTRONIC_SIGNATURE_CONSENT }).check();
  await page.getByRole('button', { name: 'Sign Contract' }).click();
  await expect(page.getByText('Contract signed successfully')).toBeVisible(FIRST_PAINT);
  await expect(page.getByRole('heading', { name: 'Contract Signed' })).toBeVisible();
  expect(await getContract(request, headers, id)).toMatchObject({ status: 'signed', signerName: SIGNER.name });

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Contract Already Signed' })).toBeVisible(FIRST_PAINT);
  await expect(page.getByText(/was signed on \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2}/)).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // Digitally signed by the installation, and the staff's audit finds all three checks passed.
  expect(pdf.includes('/SubFilter /adbe.pkcs7.detached')).toBe(true);
  const audit = await request.get(`/api/contracts/${id}/audit`, { headers });
  expect(await audit.json()).toMatchObject({
    verified: true,
    checks: { chain: { status: 'passed' }, pdfHash: { status: 'passed' }, pdfSignature: { status: 'passed' } },
  });
  await couple.close();
});

test('a contract whose text holds HTML shows it as text, and no script runs', async ({ browser, request }) => {
  const headers = await signInNewOwner(request, 'Casa Texto');
  const content = 'Clause 1: <script>alert(1)</script>\nClause 2: <img src=x onerror="alert(2)"> <b>not bold</b>';
  const { signingUrl } = await sendContract(request, headers, content);

  const couple = await browser.newContext();
  const page = await couple.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(signingUrl);
  const text = page.getByRole('article', { name: 'Contract text' });
  await expect(text).toContainText('Clause 1: <script>alert(1)</script>', FIRST_PAINT);
  await expect(text).toContainText('Clause 2: <img src=x onerror="alert(2)"> <b>not bold</b>');
  await expect(text.locator('script, img, b')).toHaveCount(0);
  // The line break between the clauses is kept.
  expect(await text.innerText()).toContain('</script>\nClause 2');
  expect(dialogs).toEqual([]);
  await couple.close();
});

test("signing without drawing says 'Signature required' and sends nothing; a revoked link is not found", async ({
  browser,
  request,
}) => {
  const headers = await signInNewOwner(request, 'Casa Vacía');
  const { id, signingUrl } = await sendContract(request, headers);

  const couple = await browser.newContext();
  const page = await couple.newPage();
  const posts = signPosts(page);
  await page.goto(signingUrl);
  await expect(page.getByLabel('Full Name')).toBeVisible(FIRST_PAINT);
  await fillSigner(page);
  await page.getByRole('checkbox', { name: ELECTRONIC_SIGNATURE_CONSENT }).check();
  await page.getByRole('button', { name: 'Sign Contract' }).click();
  await expect(page.getByText('Please provide your signature before submitting.')).toBeVisible();
  await expect(page.getByText('Signature required').first()).toBeVisible();
  expect(posts).toEqual([]);
  expect((await getContract(request, headers, id)).status).toBe('viewed');

  // The venue takes the link back (to edit the contract): the couple's page says so on its next load.
  expect((await request.post(`/api/contracts/${id}/revoke`, { headers })).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Contract Not Found' })).toBeVisible(FIRST_PAINT);
  await expect(page.getByText('This signing link has expired or was replaced by a newer one.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await couple.close();
});

test('on a phone the page fits, passes axe, and a finger-drawn signature signs', async ({ browser, request }) => {
  const headers = await signInNewOwner(request, 'Casa Teléfono');
  const { id, signingUrl } = await sendContract(request, headers);

  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  const page = await phone.newPage();
  await page.goto(signingUrl);
  await expect(page.getByRole('heading', { level: 1, name: CONTRACT_NAME })).toBeVisible(FIRST_PAINT);
  await expectFitsThePhone(page, 'The signing page');
  await expectNoSeriousA11yViolations(page);

  // The 600 by 200 canvas narrows to the phone and keeps 3:1, its bitmap at the screen's density.
  const canvas = signatureCanvas(page);
  const box = await canvas.boundingBox();
  expect(box!.width).toBeLessThan(390);
  expect(box!.width / box!.height).toBeCloseTo(3, 1);
  const bitmap = await canvas.evaluate((element: HTMLCanvasElement) => [element.width, element.height]);
  expect(bitmap[0]).toBe(Math.round(box!.width * 3));

  await fillSigner(page);
  await canvas.scrollIntoViewIfNeeded();
  const scrolledBefore = await page.evaluate(() => window.scrollY);
  await drawWithFinger(phone, page);
  // The finger drew instead of scrolling the page.
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolledBefore);

  const ink = await countInk(page);
  expect(ink).toBeGreaterThan(100);

  // The address bar sliding away changes the height only: the drawing stays as it was.
  await page.setViewportSize({ width: 390, height: 780 });
  await page.waitForTimeout(200);
  expect(await countInk(page)).toBe(ink);
  // Turned sideways the box widens (up to 600 px): the drawing is redrawn to the new size, not lost.
  await page.setViewportSize({ width: 844, height: 390 });
  await expect.poll(async () => (await canvas.boundingBox())!.width).toBeGreaterThan(box!.width);
  expect(await countInk(page)).toBeGreaterThan(ink);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(async () => (await canvas.boundingBox())!.width).toBeCloseTo(box!.width, 0);
  expect(await countInk(page)).toBeGreaterThan(100);

  await page.getByRole('checkbox', { name: ELECTRONIC_SIGNATURE_CONSENT }).check();
  await page.getByRole('button', { name: 'Sign Contract' }).click();
  await expect(page.getByText('Contract signed successfully')).toBeVisible(FIRST_PAINT);
  await expect(page.getByRole('heading', { name: 'Contract Signed' })).toBeVisible();
  await expectFitsThePhone(page, 'The signed page');
  expect((await getContract(request, headers, id)).status).toBe('signed');
  await phone.close();
});
