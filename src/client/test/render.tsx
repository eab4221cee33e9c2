import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { User } from '#shared/auth/auth.schemas.ts';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { TooltipProvider } from '#client/components/ui/tooltip.tsx';
import { AuthContext, type AuthState } from '#client/features/auth/index.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import { installRadixPolyfills, makeStaffUser } from './fake-api.ts';

/**
 * Renders with what the signed-in app gives: a session (an owner unless `user` says otherwise;
 * `null` for a visitor), a query cache, a router at `path`, tooltips and toasts.
 */
export function renderWithAuth(ui: ReactNode, options: { user?: User | null; path?: string } = {}) {
  installRadixPolyfills();
  const location = memoryLocation({ path: options.path ?? '/', record: true });
  const auth: AuthState = {
    user: options.user === undefined ? makeStaffUser('owner') : options.user,
    isLoading: false,
    startSession: vi.fn(),
    endSession: vi.fn(),
    refreshUser: vi.fn(async () => undefined),
  };
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <AuthContext value={auth}>
        <Router hook={location.hook}>
          <TooltipProvider>{ui}</TooltipProvider>
        </Router>
      </AuthContext>
      <Toaster />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), queryClient, location, auth };
}
