import { QueryClientContext } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { getLoadedQueryClient, subscribeToQueryClient } from '#client/lib/query-client-loader.ts';

const noClientOnTheServer = () => undefined;

/**
 * Provides the query client once a page has loaded it, without remounting the pages below (a
 * QueryClientProvider appearing above them would). Until then there is no client in context,
 * which only the pages that send no requests may meet (docs/decisions/065).
 */
export function QueryClientSlot({ children }: { children: ReactNode }) {
  const client = useSyncExternalStore(subscribeToQueryClient, getLoadedQueryClient, noClientOnTheServer);
  useEffect(() => {
    // What QueryClientProvider does: the client listens to focus and connectivity while in use.
    if (!client) return;
    client.mount();
    return () => client.unmount();
  }, [client]);
  return <QueryClientContext value={client}>{children}</QueryClientContext>;
}
