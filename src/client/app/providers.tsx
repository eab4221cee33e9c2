import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastHost } from '#client/components/ui/toast-host.tsx';
import { AuthProvider } from '#client/features/auth/index.ts';
import { queryClient as defaultQueryClient } from '#client/lib/query-client.ts';

/**
 * Everything a screen may rely on: the query cache, the session and toasts. Tooltips have their
 * provider in the signed-in app (and in any public page that uses one): Radix Tooltip brings its
 * positioning engine along, which the landing page's JS budget has no room for.
 */
export function AppProviders({
  children,
  queryClient = defaultQueryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        {children}
        <ToastHost />
      </AuthProvider>
    </QueryClientProvider>
  );
}
