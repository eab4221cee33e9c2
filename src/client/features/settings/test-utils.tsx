import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { StaffRole } from '#shared/auth/roles.ts';
import type { UpdateSettingsResponse, VenueSettings } from '#shared/settings/settings.schemas.ts';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { TooltipProvider } from '#client/components/ui/tooltip.tsx';
import { AuthContext, type AuthState } from '#client/features/auth/auth-context.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import { installRadixPolyfills, makeStaffUser } from '#client/test/fake-api.ts';

export { jsonResponse, makeStaffUser as makeUser, routeFetch } from '#client/test/fake-api.ts';

export function makeSettings(): VenueSettings {
  return {
    venue: {
      name: 'Hacienda Rosa',
      slug: 'hacienda-rosa',
      address: '12 Mission Road, Austin',
      phone: null,
      email: 'events@hacienda.example',
      website: null,
      maxCapacity: 200,
      basePrice: '5000.00',
      description: null,
      logo: null,
      primaryColor: '#8B5A6B',
      secondaryColor: '#6B7280',
      accentColor: '#10B981',
      timezone: 'America/Chicago',
    },
    eventTypes: ['Reception', 'Private Party'],
    availability: {
      weekdays: { sun: true, mon: false, tue: true, wed: true, thu: true, fri: true, sat: true },
      blackoutDates: ['2031-12-25'],
      maxBookingsPerDay: 1,
    },
  };
}

/** A PUT body as the tests read it. */
export type SentSettings = {
  venue: Record<string, unknown>;
  eventTypes: string[];
  availability: Record<string, unknown>;
};

export function saved(settings: VenueSettings, overfullDays: UpdateSettingsResponse['overfullDays'] = []) {
  return { ...settings, overfullDays };
}

/** Renders with what the signed-in app gives: a query cache, a session, tooltips and toasts. */
export function renderWithSession(ui: ReactNode, role: StaffRole = 'owner') {
  installRadixPolyfills();
  const auth: AuthState = {
    user: makeStaffUser(role),
    isLoading: false,
    startSession: vi.fn(),
    endSession: vi.fn(),
    refreshUser: vi.fn(async () => undefined),
  };
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <AuthContext value={auth}>
        <TooltipProvider>{ui}</TooltipProvider>
      </AuthContext>
      <Toaster />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), queryClient, auth };
}
