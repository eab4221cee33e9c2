import type { Mock } from 'vitest';
import type { User } from '#shared/auth/auth.schemas.ts';
import type { Booking } from '#shared/bookings/bookings.schemas.ts';
import type { DashboardActivity, DashboardPayment, DashboardStats } from '#shared/dashboard/dashboard.schemas.ts';
import { makeStaffUser } from './fake-api.ts';

/** The owner of a Los Angeles venue, while the tests run in UTC. */
export const dashboardOwner: User = makeStaffUser('owner', {
  username: 'owner@example.com',
  firstName: 'Olivia',
  lastName: 'Owner',
  email: 'owner@example.com',
  venueId: 1,
  venueName: 'Rose Hall',
  venueTimeZone: 'America/Los_Angeles',
});

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
    language: 'en',
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
