import type { QueryClient } from '@tanstack/react-query';

/**
 * The app's query client, loaded when the first page that reads or writes through it loads
 * (src/client/app/lazy-page.ts). The marketing pages send no requests, and TanStack Query's
 * cache is JavaScript their first visit has no room for (docs/decisions/065).
 */
let loaded: QueryClient | undefined;
let loading: Promise<QueryClient> | undefined;
const listeners = new Set<() => void>();

export function loadQueryClient(): Promise<QueryClient> {
  loading ??= import('./query-client.ts').then(
    ({ queryClient }) => {
      loaded = queryClient;
      for (const listener of listeners) listener();
      return queryClient;
    },
    (error: unknown) => {
      // A failed download may be retried by the next page that needs it.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The query client once it has loaded; undefined before. */
export function getLoadedQueryClient(): QueryClient | undefined {
  return loaded;
}

export function subscribeToQueryClient(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
