import type { QueryClient } from '@tanstack/react-query';
import { PAGE_DATA_ELEMENT_ID, parsePageData } from '#shared/page-data.ts';

/**
 * A venue's page arrives with the data it was rendered with (src/server/http/venue-pages.ts): it
 * goes into the query cache, and the address takes the parameters it was rendered with (a shared
 * calendar without ?month= was rendered for a month), so the first render finds what the server
 * found. Parameters the page does not read (utm_source) stay as they were. It runs as the query
 * client loads, which every venue page waits for before it hydrates (src/client/app/lazy-page.ts),
 * and which the marketing pages' first visit never loads (docs/decisions/065).
 */
export function takePageData(queryClient: QueryClient, document: Document): void {
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
  for (const [queryKey, value] of data.queries) queryClient.setQueryData(queryKey, value);
}
