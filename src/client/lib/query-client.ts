import { QueryClient } from '@tanstack/react-query';
import { takePageData } from '#client/ssr/take-page-data.ts';
import { getQueryFn } from './api-client.ts';

/** Spec §7: no automatic staleness, no interval or focus refetch, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Infinity,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

export const queryClient = createQueryClient();
// In the browser, with what the server read for the page it rendered (none on the server).
if (typeof document !== 'undefined') takePageData(queryClient, document);
