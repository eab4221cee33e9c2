/**
 * What the server read to render a venue's page (src/server/http/venue-pages.ts), sent in the
 * page so the browser hydrates with the same data instead of asking for it again: the query
 * cache's entries, and the address the page was rendered for.
 */
export interface PageData {
  /** The path and query the server rendered, which may name what the address left out (the month). */
  url: string;
  /** [query key, data] pairs, as the page's queries would have cached them. */
  queries: ReadonlyArray<readonly [readonly unknown[], unknown]>;
}

export const PAGE_DATA_ELEMENT_ID = 'page-data';

/**
 * The data as a JSON script element. `<` is escaped, so no text in the data (a venue's name, an
 * event's notes) can end the element; the browser never runs a script of this type.
 */
export function pageDataScript(data: PageData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${json}</script>`;
}

/** The data in the page's element's text (#page-data), or null for a page without any. */
export function parsePageData(text: string | null | undefined): PageData | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as PageData;
  } catch {
    // A damaged page renders like one without data: the page asks for what it needs.
    return null;
  }
}
