import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page, type Request } from '@playwright/test';

export const PASSWORD = 'e2e-password-1';
export const DEMO = {
  password: 'demo-password',
  owner: 'owner@demo-venue.example',
  client: 'client@demo-venue.example',
};

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
}

/** Signs in through the API, for tests that set the scene as staff: the token and headers that carry it. */
export async function signInByApi(
  request: APIRequestContext,
  email: string,
  password: string = PASSWORD,
): Promise<{ token: string; headers: { Authorization: string } }> {
  const login = await request.post('/api/auth/login', { data: { email, password } });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  return { token, headers: { Authorization: `Bearer ${token}` } };
}

/** Creates an account through the API, for tests whose journey starts after sign-up. */
export async function createAccount(
  request: APIRequestContext,
  options: { venueName?: string; firstName?: string; lastName?: string; email?: string } = {},
): Promise<{ email: string; password: string }> {
  const email = options.email ?? uniqueEmail(options.venueName ? 'owner' : 'client');
  const response = await request.post('/api/auth/register', {
    data: {
      username: email,
      email,
      password: PASSWORD,
      role: 'client',
      firstName: options.firstName ?? 'Pat',
      lastName: options.lastName ?? 'Doe',
      ...(options.venueName ? { venueName: options.venueName } : {}),
    },
  });
  expect(response.status()).toBe(201);
  return { email, password: PASSWORD };
}

export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** axe-core: no serious or critical violations. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // Hold every toast open while axe runs, with the pause Radix's viewport sends its toasts on a
  // hover: a toast whose 5 s ran out mid-analysis would be measured fading out. (Not a window
  // blur, which would also close an open menu.) One already leaving ends below.
  const toastViewports = '[role="region"][aria-label^="Notifications ("] ol';
  const sendToToasts = (event: string) =>
    page.evaluate(
      ({ selector, name }) => {
        for (const viewport of Array.from(document.querySelectorAll(selector))) {
          viewport.dispatchEvent(new CustomEvent(name));
        }
      },
      { selector: toastViewports, name: event },
    );
  await sendToToasts('toast.viewportPause');
  // Let finite animations end first: a toast or dialog caught fading in has its text measured at
  // part opacity, and axe reports a contrast the user never sees once it has appeared.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  const results = await new AxeBuilder({ page }).analyze();
  await sendToToasts('toast.viewportResume');
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/**
 * What sticks out of the phone's width: the page's own overflow, and each visible element that
 * reaches past either edge without an ancestor (inside the screen) that clips or scrolls it.
 */
async function findSidewaysOverflow(page: Page): Promise<{ pageOverflow: number; offenders: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const isInside = (rect: DOMRect) => rect.left >= -1 && rect.right <= width + 1;
    const offenders: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const rect = element.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1 || isInside(rect)) continue;
      let clipped = false;
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible' && isInside(parent.getBoundingClientRect())) {
          clipped = true;
          break;
        }
      }
      if (clipped) continue;
      const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].slice(0, 4).join('.')}`;
      offenders.push(
        `${name} [${Math.round(rect.left)}, ${Math.round(rect.right)}] "${element.innerText?.slice(0, 40) ?? ''}"`,
      );
    }
    // A dialog scrolls inside itself, so what is too wide there is cut off rather than scrolling the page.
    for (const dialog of Array.from(document.querySelectorAll<HTMLElement>('[role="dialog"]'))) {
      if (dialog.scrollWidth > dialog.clientWidth + 1) offenders.push(`dialog "${dialog.innerText.slice(0, 40)}"`);
    }
    return { pageOverflow: root.scrollWidth - width, offenders: offenders.slice(0, 10) };
  });
}

/** Nothing on the page (or in an open dialog) is wider than the phone, and it does not scroll sideways. */
export async function expectFitsThePhone(page: Page, what: string) {
  // A resized page lays itself out again first; then its animations and transitions (dialogs,
  // tabs, sheets) end before it is measured, however long a loaded machine takes to run them. A
  // spinner's never ends, so it is left out.
  await page.waitForTimeout(250);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const { pageOverflow, offenders } = await findSidewaysOverflow(page);
  expect({ pageOverflow, offenders }, `${what} is wider than the phone`).toEqual({ pageOverflow: 0, offenders: [] });
  await page.evaluate(() => window.scrollTo(500, window.scrollY));
  expect(await page.evaluate(() => window.scrollX), `${what} scrolls sideways`).toBe(0);
}

// Playwright's 'networkidle' never comes on a signed-in page: the bell's notification stream stays
// open for as long as the page does. These two count every other request instead.
const requestsInFlight = new WeakMap<Page, Set<Request>>();
const isNotificationStream = (request: Request) => new URL(request.url()).pathname === '/api/notifications/stream';

/** Starts counting the page's requests; call it before the navigation whose requests should settle. */
export function trackRequests(page: Page): void {
  if (requestsInFlight.has(page)) return;
  const inFlight = new Set<Request>();
  requestsInFlight.set(page, inFlight);
  page.on('request', (request) => {
    if (!isNotificationStream(request)) inFlight.add(request);
  });
  const done = (request: Request) => inFlight.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/** Like 'networkidle' without the notification stream: no other request in flight for 500 ms. */
export async function waitForRequestsToSettle(page: Page): Promise<void> {
  const inFlight = requestsInFlight.get(page);
  if (!inFlight) throw new Error('trackRequests(page) must run before the requests it waits for');
  let quietSince = Date.now();
  while (Date.now() - quietSince < 500) {
    await page.waitForTimeout(50);
    if (inFlight.size > 0) quietSince = Date.now();
  }
}

/**
 * Watches a server-rendered page being hydrated; call before `goto`. `expectHydratedQuietly`
 * waits for React to take the page over and checks that it kept the HTML (a client render that
 * replaced it would take every element out of #root), that nothing was reported to the console, and
 * that the page painted before the app's code was fetched.
 */
export async function watchHydration(page: Page): Promise<{ expectHydratedQuietly: () => Promise<void> }> {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(error.message));
  await page.addInitScript(() => {
    const counter = window as unknown as { removedFromRoot: number; entryAddedAt?: number };
    counter.removedFromRoot = 0;
    new MutationObserver((records) => {
      for (const record of records) {
        if ((record.target as Element).closest?.('#root')) {
          counter.removedFromRoot += [...record.removedNodes].filter((node) => node.nodeType === 1).length;
        }
        // When boot.ts put the app's entry script into the page (it is only prefetched before).
        const entry = [...record.addedNodes].some(
          (node) => node instanceof HTMLScriptElement && /\/assets\/index-[\w-]+\.js$/.test(node.src),
        );
        if (entry) counter.entryAddedAt ??= performance.now();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return {
    async expectHydratedQuietly() {
      // A visitor touches a page they see: on a loaded machine the load event can come before the
      // first paint, and a touch then starts the app before it (it failed once in CI so).
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
      await touchThePage(page);
      // React marks the root once it has taken over; hydration has finished when the page responds.
      await page.waitForFunction(() =>
        Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
      );
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as unknown as { removedFromRoot: number }).removedFromRoot)).toBe(0);
      expect(messages).toEqual([]);
      // The page painted from its HTML before the app's entry was put in to run (src/client/boot.ts).
      const { paint, entry } = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        entry: (window as unknown as { entryAddedAt?: number }).entryAddedAt,
      }));
      expect(paint).toBeGreaterThan(0);
      expect(entry).toBeGreaterThanOrEqual(paint ?? Infinity);
    },
  };
}

/**
 * A visitor's first key press on a page the server rendered: the app starts on the first touch,
 * key or focus (src/client/boot.ts). Shift alone changes nothing on the page.
 */
export async function touchThePage(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.keyboard.press('Shift');
}

/**
 * Opens a page the server renders (the public pages, a venue's inquiry form and shared calendar)
 * as a visitor who has touched it, and waits for React to finish hydrating it. The app starts on
 * the visitor's first touch, key or focus (src/client/boot.ts); a test that waited for nothing
 * would act on HTML that boot.ts holds for the app.
 */
export async function openRendered(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await touchThePage(page);
  await page.waitForFunction(() => {
    const elements = document.querySelectorAll('#root *');
    const last = elements[elements.length - 1];
    // React gives each element it hydrates a fiber; the last one gets it last.
    return last !== undefined && Object.keys(last).some((key) => key.startsWith('__reactFiber'));
  });
}
