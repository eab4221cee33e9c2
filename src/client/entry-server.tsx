import type { QueryKey } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from './app/app.tsx';
import { prerenderedPages } from './app/public-pages.ts';
import { calendarShareKeys } from './features/calendar-share/api.ts';
import { inquiryKeys } from './features/inquiries/api.ts';
import { createQueryClient } from './lib/query-client.ts';
import type { PageHead, PageHeadCollector } from './lib/page-head.ts';
import { PageHeadContext } from './lib/page-head.ts';

import type { RenderedPage } from './ssr/page-document.ts';

export { pageDocument, type RenderedPage } from './ssr/page-document.ts';
export type { PageData } from '#shared/page-data.ts';

/** The paths `npm run build` renders to HTML (scripts/prerender.ts). */
export const prerenderedPaths = Object.keys(prerenderedPages);

/**
 * The query keys of what the server reads for a venue's page rendered per request
 * (src/server/http/venue-pages.ts): the pages' own keys, so the render and the browser's
 * hydration find the data where the page looks for it.
 */
export const pageQueryKeys = {
  publicVenue: inquiryKeys.venue,
  sharedCalendar: calendarShareKeys.shared,
};

export interface RenderOptions {
  /** Reads the server already has, put in the page's query cache so the page renders with them. */
  queryData?: ReadonlyArray<readonly [QueryKey, unknown]>;
}

/**
 * Renders the app at `url` (a path with an optional query) to HTML, as a visitor without a
 * session sees it. React's prerender waits for the route's lazy page, so the HTML holds the page
 * itself, not a loading state. The build renders the public pages with it; a page that depends
 * on a venue can be rendered per request, with what it reads passed in `queryData`.
 */
export async function renderPage(url: string, options: RenderOptions = {}): Promise<RenderedPage> {
  const [path = '/', search = ''] = url.split('?');
  const queryClient = createQueryClient();
  for (const [queryKey, data] of options.queryData ?? []) queryClient.setQueryData(queryKey, data);
  let head: PageHead = { title: 'VenueDesk' };
  const collector: PageHeadCollector = { set: (part) => (head = { ...head, ...part }) };
  // The same tree as src/client/main.tsx renders, so hydration finds what was rendered here.
  const { prelude } = await prerender(
    <StrictMode>
      <PageHeadContext value={collector}>
        <Router ssrPath={path} ssrSearch={search}>
          <App queryClient={queryClient} />
        </Router>
      </PageHeadContext>
    </StrictMode>,
  );
  const html = await new Response(prelude).text();
  return { html, head };
}
