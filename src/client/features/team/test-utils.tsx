import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { User } from '#shared/auth/auth.schemas.ts';
import type { StaffRole } from '#shared/auth/roles.ts';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { TooltipProvider } from '#client/components/ui/tooltip.tsx';
import { AuthContext, type AuthState } from '#client/features/auth/auth-context.ts';
import { createQueryClient } from '#client/lib/query-client.ts';

export function makeUser(role: StaffRole, overrides: Partial<User> = {}): User {
  return {
    id: 1,
    username: 'maria@example.com',
    firstName: 'Maria',
    lastName: 'Garcia',
    email: 'maria@example.com',
    role,
    venueId: 7,
    venueName: 'Hacienda Rosa',
    venueTimeZone: 'America/Chicago',
    ...overrides,
  };
}

/** Radix Select measures and captures the pointer; jsdom has neither. */
function installRadixPolyfills() {
  const polyfills = {
    hasPointerCapture: () => false,
    releasePointerCapture: () => undefined,
    scrollIntoView: () => undefined,
  };
  for (const [name, value] of Object.entries(polyfills)) {
    if (!(name in Element.prototype)) Object.defineProperty(Element.prototype, name, { value, configurable: true });
  }
}

/** Renders with what the signed-in app gives: a query cache, a session, a router and toasts. */
export function renderWithAuth(ui: ReactNode, options: { user?: User | null; path?: string } = {}) {
  installRadixPolyfills();
  const location = memoryLocation({ path: options.path ?? '/settings', record: true });
  const auth: AuthState = {
    user: options.user ?? null,
    isLoading: false,
    startSession: vi.fn(),
    endSession: vi.fn(),
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

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Answers each request by method and path; anything unexpected is a 404 the test will notice. */
export function routeFetch(routes: Record<string, () => Response>): typeof fetch {
  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const key = `${init?.method ?? 'GET'} ${url}`;
    const handler = routes[key];
    return Promise.resolve(handler ? handler() : new Response('', { status: 404 }));
  };
}
