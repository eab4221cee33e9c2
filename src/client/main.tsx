// First: configures zod before any lazily loaded form brings it in.
import './lib/zod-csp.ts';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { preloadRenderedPage } from './app/public-pages.ts';
import { loadQueryClient } from './lib/query-client-loader.ts';
import { PAGE_DATA_ELEMENT_ID, parsePageData } from '#shared/page-data.ts';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

/**
 * A venue's page arrives with the data it was rendered with (src/server/http/venue-pages.ts): it
 * goes into the query cache, and the address takes the parameters it was rendered with (a shared
 * calendar without ?month= was rendered for a month), so the first render finds what the server
 * found. Parameters the page does not read (utm_source) stay as they were.
 */
async function takeRenderedData(): Promise<void> {
  const data = parsePageData(document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent);
  if (!data) return;
  const address = new URL(window.location.href);
  const rendered = new URL(data.url, address);
  let changed = false;
  for (const [name, value] of rendered.searchParams) {
    if (address.searchParams.get(name) === value) continue;
    address.searchParams.set(name, value);
    changed = true;
  }
  if (changed) window.history.replaceState(window.history.state, '', address);
  const queryClient = await loadQueryClient();
  for (const [queryKey, value] of data.queries) queryClient.setQueryData(queryKey, value);
}

// A public page arrives rendered (scripts/prerender.ts, or per request for a venue's page): its
// module loads first, so the first render is the page the server rendered and hydration keeps
// that HTML instead of redrawing it.
if (container.hasChildNodes()) {
  // Should a chunk fail to load, hydration goes ahead and the lazy page tries again itself.
  void Promise.all([takeRenderedData(), preloadRenderedPage(window.location.pathname)])
    .catch(() => undefined)
    .then(() => hydrateRoot(container, app));
} else {
  createRoot(container).render(app);
}
