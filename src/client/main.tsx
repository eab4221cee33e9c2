// First: configures zod before any lazily loaded form brings it in.
import './lib/zod-csp.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { preloadRenderedPage } from './app/public-pages.ts';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// A public page arrives rendered (scripts/prerender.ts, or per request for a venue's page): its
// module loads first, so the first render is the page the server rendered and hydration keeps
// that HTML instead of redrawing it.
if (container.hasChildNodes()) {
  // Should a chunk fail to load, hydration goes ahead and the lazy page tries again itself.
  // A venue's page brings the data it was rendered with, which the query client takes as it loads
  // with the page (src/client/ssr/take-page-data.ts).
  void preloadRenderedPage(window.location.pathname)
    .catch(() => undefined)
    .then(() => startTransition(() => void hydrateRoot(container, app)));
} else {
  createRoot(container).render(app);
}
