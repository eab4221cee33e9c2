import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { User } from '#shared/auth/auth.schemas.ts';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { TooltipProvider } from '#client/components/ui/tooltip.tsx';
import { AuthContext, type AuthState } from '#client/features/auth/index.ts';
import { createQueryClient } from '#client/lib/query-client.ts';

/**
 * The venue the tests' staff member works at: Los Angeles, while the tests run with TZ=UTC, so a
 * date that follows the browser's zone instead of the venue's shows up as a failure.
 */
export const TEST_VENUE_TIME_ZONE = 'America/Los_Angeles';

export function signedInStaff(venueTimeZone: string | null = TEST_VENUE_TIME_ZONE): AuthState {
  const user: User = {
    id: 1,
    username: 'rosa@example.com',
    firstName: 'Rosa',
    lastName: 'Diaz',
    email: 'rosa@example.com',
    role: 'owner',
    venueId: venueTimeZone ? 1 : null,
    venueName: venueTimeZone ? 'Calendar Hall' : null,
    venueTimeZone,
    emailVerified: true,
  };
  return {
    user,
    isLoading: false,
    startSession: () => undefined,
    endSession: () => undefined,
    refreshUser: async () => undefined,
  };
}

/**
 * Renders with what the signed-in app gives a booking dialog: the signed-in user (whose venue
 * zone the dates follow), a query cache, tooltips and toasts.
 */
export function renderWithProviders(ui: ReactNode, { auth = signedInStaff() }: { auth?: AuthState } = {}) {
  render(
    <AuthContext value={auth}>
      <QueryClientProvider client={createQueryClient()}>
        <TooltipProvider>{ui}</TooltipProvider>
        <Toaster />
      </QueryClientProvider>
    </AuthContext>,
  );
  return userEvent.setup();
}

export { jsonResponse } from '#client/test/fake-api.ts';
