import { MAX_PAGE_SIZE, NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER } from '#shared/paging.ts';
import { apiRequest } from './api-client.ts';

/** One page of a paged list (decision 034): its rows, the list's size, and where the next page starts. */
export interface ListPage<T> {
  items: T[];
  total: number;
  /** The X-Next-Cursor header; null on the last page. */
  nextCursor: string | null;
}

export type ListParams = Record<string, string | number | undefined>;

function listUrl(path: string, params: ListParams): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined) query.set(name, String(value));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** Reads one page; without a cursor, the first (the spec's own call when there are no filters). */
export async function fetchListPage<T>(path: string, params: ListParams, signal?: AbortSignal): Promise<ListPage<T>> {
  const response = await apiRequest('GET', listUrl(path, params), undefined, { signal });
  const items = (await response.json()) as T[];
  const total = Number(response.headers.get(TOTAL_COUNT_HEADER));
  return {
    items,
    total: Number.isFinite(total) ? total : items.length,
    nextCursor: response.headers.get(NEXT_CURSOR_HEADER),
  };
}

/**
 * Every row of a list, page after page: for views that count or sum all of them (the payment
 * figures, the AI tab's statistics) or offer any of them (a booking picker, the couple's portal).
 */
export async function fetchEveryPage<T>(path: string, params: ListParams = {}, signal?: AbortSignal): Promise<T[]> {
  const rows: T[] = [];
  let cursor: string | null = null;
  do {
    // The first page is the plain call; the rest come as large as the server gives them.
    const pageParams: ListParams = cursor ? { ...params, cursor, limit: MAX_PAGE_SIZE } : params;
    const page: ListPage<T> = await fetchListPage<T>(path, pageParams, signal);
    rows.push(...page.items);
    // An empty page with a cursor would repeat for ever; the server never sends one.
    cursor = page.items.length > 0 ? page.nextCursor : null;
  } while (cursor);
  return rows;
}
