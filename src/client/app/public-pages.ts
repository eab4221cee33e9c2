import { lazyPage, lazyStaticPage, type LazyPage } from './lazy-page.ts';

// The pages that send no request load without the query client (docs/decisions/065).

export const LandingPage = lazyStaticPage(() => import('#client/pages/landing-page.tsx'), 'LandingPage');
export const PricingPage = lazyStaticPage(() => import('#client/pages/pricing-page.tsx'), 'PricingPage');
export const ContactPage = lazyPage(() => import('#client/pages/contact-page.tsx'), 'ContactPage');
export const PrivacyPage = lazyStaticPage(() => import('#client/pages/privacy-page.tsx'), 'PrivacyPage');
export const HelpPage = lazyStaticPage(() => import('#client/pages/help-page.tsx'), 'HelpPage');
export const FeaturesPage = lazyStaticPage(() => import('#client/pages/features-page.tsx'), 'FeaturesPage');

/**
 * The pages `npm run build` renders to HTML (scripts/prerender.ts), by path. They are the same
 * for every visitor, so their HTML is made once; the browser hydrates it (src/client/main.tsx).
 * /landing is served /'s HTML (src/server/http/page-preloads.ts).
 */
export const prerenderedPages: Readonly<Record<string, LazyPage>> = {
  '/': LandingPage,
  '/features': FeaturesPage,
  '/pricing': PricingPage,
  '/help': HelpPage,
  '/contact': ContactPage,
  '/privacy': PrivacyPage,
};

/** Loads the pre-rendered page at `path` (/landing is /'s page), so hydrating it renders it at once. */
export async function preloadPrerenderedPage(path: string): Promise<void> {
  await prerenderedPages[path === '/landing' ? '/' : path]?.preload();
}
