import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { getLoadedQueryClient, subscribeToQueryClient } from '#client/lib/query-client-loader.ts';

/**
 * Provides the query client once a page has loaded it, without remounting the pages below (a
 * QueryClientProvider appearing above them would). Until then there is no client in context,
 * which only the pages that send no requests may meet (docs/decisions/065). The server renders
 * with a client of its own per page (`serverClient`, src/client/entry-server.tsx); the browser
 * hydrates with the one its page preloaded, so both renders see a client where one is needed.
 */
export function QueryClientSlot({ serverClient, children }: { serverClient?: QueryClient; children: ReactNode }) {
  const snapshot = () => serverClient ?? getLoadedQueryClient();
  const client = useSyncExternalStore(subscribeToQueryClient, snapshot, snapshot);
  useEffect(() => {
    // What QueryClientProvider does: the client listens to focus and connectivity while in use.
    if (!client) return;
    client.mount();
    return () => client.unmount();
  }, [client]);
  return <QueryClientContext value={client}>{children}</QueryClientContext>;
}
