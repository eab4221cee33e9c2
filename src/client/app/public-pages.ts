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

// A venue's pages, which the server renders per request with the venue's data (src/server/http/venue-pages.ts).
export const InquirePage = lazyPage(() => import('#client/pages/inquire-page.tsx'), 'InquirePage');
export const SharedCalendarPage = lazyPage(
  () => import('#client/pages/shared-calendar-page.tsx'),
  'SharedCalendarPage',
);

const venuePages: ReadonlyArray<readonly [RegExp, LazyPage]> = [
  [/^\/inquire\/[^/]+$/, InquirePage],
  [/^\/shared-calendar\/[^/]+$/, SharedCalendarPage],
];

/** The page the server rendered at `path` (/landing is /'s page), if it renders that path at all. */
function renderedPageAt(path: string): LazyPage | undefined {
  return prerenderedPages[path === '/landing' ? '/' : path] ?? venuePages.find(([pattern]) => pattern.test(path))?.[1];
}

/** Loads the page the server rendered at `path`, so hydrating it renders it at once. */
export async function preloadRenderedPage(path: string): Promise<void> {
  await renderedPageAt(path)?.preload();
}
