/**
 * The first script of a page the server rendered (the pre-rendered public pages and a venue's
 * pages; docs/decisions/069 and 077). The page paints from its HTML and the CSS inlined in it, and
 * nothing runs during the load:
 * - once the page has painted, the full stylesheet and the app's modules are prefetched (the
 *   server's `<link rel="prefetch">`s, in `<template id="prefetch-after-first-paint">`), into the cache,
 *   not run;
 * - the app starts (what the server set aside in `<template id="after-first-paint">` goes into
 *   the head, and the entry hydrates the page) on the visitor's first touch, key or focus, or at
 *   once for a signed-in visitor, whom `/` sends on to the app;
 * - a tap on a button, a form sent, and text typed before the app has taken the page over are
 *   held, and handed to the app once it has (`app-hydrated`, sent by src/client/main.tsx).
 *   Links need no app: they navigate as links do.
 *
 * Kept free of imports and small: it is counted in the landing page's 90 KB.
 */
const deferred = document.getElementById('after-first-paint') as HTMLTemplateElement | null;
const prefetches = document.getElementById('prefetch-after-first-paint') as HTMLTemplateElement | null;
const STARTERS = ['pointerdown', 'keydown', 'focusin'] as const;
let started = false;
let hydrated = false;
let heldTap: HTMLElement | null = null;
let heldForm: HTMLFormElement | null = null;
const typed = new Map<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, string>();

/** Puts what a template holds into the head, once: a script cloned out of a template runs there. */
function unpack(template: HTMLTemplateElement | null) {
  if (!template?.isConnected) return;
  document.head.append(document.importNode(template.content, true));
  template.remove();
}

function startApp() {
  if (started) return;
  // Its listeners stay: once started, each call returns at once (fewer bytes than removing them).
  started = true;
  unpack(deferred);
}

function isSignedIn(): boolean {
  try {
    return localStorage.getItem('auth_token') !== null;
  } catch {
    return false;
  }
}

// Hold what only the app can answer until it has the page. Capture runs before any handler.
addEventListener(
  'click',
  (event) => {
    const tapped = (event.target as Element).closest<HTMLElement>(
      'button, [role="button"], summary, input[type="checkbox"], input[type="radio"]',
    );
    if (hydrated || !tapped) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    heldTap = tapped;
  },
  true,
);
addEventListener(
  'submit',
  (event) => {
    if (hydrated) return;
    event.preventDefault();
    heldForm = event.target as HTMLFormElement;
  },
  true,
);
addEventListener(
  'input',
  (event) => {
    const field = event.target as HTMLInputElement;
    if (!hydrated && 'value' in field && field.type !== 'checkbox' && field.type !== 'radio') {
      typed.set(field, field.value);
    }
  },
  true,
);

document.addEventListener('app-hydrated', () => {
  if (hydrated) return;
  hydrated = true;
  // React keeps its own record of each field's value, and reports a change only against it:
  // assigning first records '' there, and the prototype's setter then writes the DOM alone.
  for (const [field, value] of typed) {
    field.value = '';
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  }
  heldTap?.click();
  if (heldForm?.isConnected) heldForm.requestSubmit();
});

/** Runs `run` once the first contentful paint has reached the screen, in a task of its own. */
function afterFirstPaint(run: () => void) {
  new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length > 0) setTimeout(run);
  }).observe({ type: 'paint', buffered: true });
  setTimeout(run, 3000);
}

// What the app will need, fetched into the cache only after the page has painted: fetched
// sooner, it would share the connection with the page's own first paint.
afterFirstPaint(() => started || unpack(prefetches));

if (isSignedIn()) afterFirstPaint(startApp);
else for (const type of STARTERS) addEventListener(type, startApp, true);
