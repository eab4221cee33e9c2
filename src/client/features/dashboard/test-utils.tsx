import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Mock } from 'vitest';
import type { User } from '#shared/auth/auth.schemas.ts';
import type { Booking } from '#shared/bookings/bookings.schemas.ts';
import type { DashboardActivity, DashboardPayment, DashboardStats } from '#shared/dashboard/dashboard.schemas.ts';
import { AuthContext, type AuthState } from '#client/features/auth/auth-context.ts';
import { createQueryClient } from '#client/lib/query-client.ts';

export { jsonResponse } from '#client/test/fake-api.ts';
import { DashboardPage } from '#client/pages/dashboard-page.tsx';

const owner: User = {
  id: 1,
  username: 'owner@example.com',
  firstName: 'Olivia',
  lastName: 'Owner',
  email: 'owner@example.com',
  role: 'owner',
  venueId: 1,
  venueName: 'Rose Hall',
  venueTimeZone: 'America/Los_Angeles',
};

/** The dashboard page as the signed-in owner of a Los Angeles venue sees it. */
export function renderDashboard() {
  const auth: AuthState = {
    user: owner,
    isLoading: false,
    startSession: () => {},
    endSession: () => {},
    refreshUser: async () => {},
  };
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthContext value={auth}>
        <DashboardPage />
      </AuthContext>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

type Reply = Response | (() => Promise<Response>);

/** Answers the two dashboard reads; anything else is a test mistake. */
export function answerDashboard(fetchMock: Mock<typeof fetch>, replies: { stats: Reply; activity: Reply }) {
  fetchMock.mockImplementation(async (input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const reply =
      url === '/api/dashboard/stats' ? replies.stats : url === '/api/dashboard/activity' ? replies.activity : null;
    if (!reply) throw new Error(`Unexpected request to ${url}`);
    return typeof reply === 'function' ? reply() : reply.clone();
  });
}

export function makeStats(overrides: Partial<DashboardStats> = {}): DashboardStats {
  return {
    thisMonth: 0,
    revenue: '0',
    leads: 0,
    leadsNeedingFollowUp: 0,
    occupancy: 0,
    previousMonth: { thisMonth: 0, revenue: '0', occupancy: 0 },
    ...overrides,
  };
}

export const emptyActivity: DashboardActivity = {
  upcomingEvents: [],
  recentLeads: [],
  pendingPayments: [],
  paidPayments: [],
};

export function makeBooking(overrides: Partial<Booking>): Booking {
  return {
    id: 1,
    clientId: null,
    coupleNames: 'Sarah & Michael',
    eventDate: '2031-06-14T23:00:00.000Z',
    eventType: 'Wedding',
    guestCount: 120,
    status: 'booked',
    email: 'sarah@example.com',
    phone: null,
    notes: null,
    totalAmount: '12500.00',
    createdAt: '2031-01-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makePayment(overrides: Partial<DashboardPayment>): DashboardPayment {
  return {
    id: 1,
    bookingId: 1,
    coupleNames: 'Sarah & Michael',
    amount: '2500.00',
    type: 'deposit',
    description: 'Deposit',
    dueDate: null,
    status: 'pending',
    paidAt: null,
    ...overrides,
  };
}
