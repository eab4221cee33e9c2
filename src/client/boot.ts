/**
 * The first script of a page the server rendered (the pre-rendered public pages and a venue's
 * pages; docs/decisions/068). The page paints from its HTML and the CSS inlined in it; this waits
 * for that first paint, then adds what the server set aside in `<template id="after-first-paint">`:
 * the full stylesheet, the app's modules and its entry script, which hydrates the page.
 *
 * Kept free of imports and small: it is counted in the landing page's 90 KB.
 */
const deferred = document.getElementById('after-first-paint') as HTMLTemplateElement | null;
let started = false;

function startApp() {
  if (started || !deferred) return;
  started = true;
  // A script cloned out of a template runs once it is in the document.
  document.head.append(document.importNode(deferred.content, true));
}

// Once the first contentful paint has reached the screen, in a task of its own.
new PerformanceObserver((entries) => {
  if (entries.getEntriesByName('first-contentful-paint').length > 0) setTimeout(startApp);
}).observe({ type: 'paint', buffered: true });
// Should the browser not report the paint (a tab opened in the background paints only when
// shown), the app starts anyway.
setTimeout(startApp, 3000);
