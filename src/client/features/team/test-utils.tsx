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
import { AuthContext, type AuthState } from '#client/features/auth/auth-context.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import { installRadixPolyfills } from '#client/test/fake-api.ts';

export { jsonResponse, makeStaffUser as makeUser, routeFetch } from '#client/test/fake-api.ts';

/** Renders with what the signed-in app gives: a query cache, a session, a router and toasts. */
export function renderWithAuth(ui: ReactNode, options: { user?: User | null; path?: string } = {}) {
  installRadixPolyfills();
  const location = memoryLocation({ path: options.path ?? '/settings', record: true });
  const auth: AuthState = {
    user: options.user ?? null,
    isLoading: false,
    startSession: vi.fn(),
    endSession: vi.fn(),
    refreshUser: vi.fn(async () => undefined),
  };
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthContext value={auth}>
        <Router hook={location.hook}>
          <TooltipProvider>{ui}</TooltipProvider>
        </Router>
      </AuthContext>
      <Toaster />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), location, auth };
}
