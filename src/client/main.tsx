// First: configures zod before any lazily loaded form brings it in.
import './lib/zod-csp.ts';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { preloadPrerenderedPage } from './app/public-pages.ts';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// A public page arrives rendered (scripts/prerender.ts): its module loads first, so the first
// render is the page the server rendered and hydration keeps that HTML instead of redrawing it.
if (container.hasChildNodes()) {
  // Should the chunk fail to load, hydration goes ahead and the lazy page tries again itself.
  void preloadPrerenderedPage(window.location.pathname)
    .catch(() => undefined)
    .then(() => hydrateRoot(container, app));
} else {
  createRoot(container).render(app);
}
