import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastHost } from '#client/components/ui/toast-host.tsx';
import { AuthProvider } from '#client/features/auth/index.ts';
import { QueryClientSlot } from './query-client-slot.tsx';

/**
 * Everything a screen may rely on: the query cache (once a page that uses it has loaded it), the
 * session and toasts. Tooltips have their provider in the signed-in app (and in any public page
 * that uses one): Radix Tooltip brings its positioning engine along, which the landing page's JS
 * budget has no room for.
 */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  return (
    <QueryClientSlot serverClient={queryClient}>
      <AuthProvider>
        {children}
        <ToastHost />
      </AuthProvider>
    </QueryClientSlot>
  );
}
