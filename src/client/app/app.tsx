import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from './providers.tsx';
import { AppRouter } from './router.tsx';

/** The whole client; the server renders it with a query cache of its own per page (src/client/entry-server.tsx). */
export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      <AppRouter />
    </AppProviders>
  );
}
