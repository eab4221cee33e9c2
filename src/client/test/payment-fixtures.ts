import { afterEach, beforeEach, vi } from 'vitest';
import type { Payment } from '#shared/payments/payments.schemas.ts';
import { jsonResponse } from './fake-api.ts';

/**
 * Payments of the tests' venue (Chicago). PAYMENTS_NOW is late on 23 November 2026 in Chicago,
 * already the 24th in UTC: a due day of the 23rd is not overdue at the venue, though it would be
 * by the browser's UTC clock.
 */
export const PAYMENTS_NOW = new Date('2026-11-24T03:00:00.000Z');

let nextId = 100;

/** A pending deposit for Sarah & Michael, due on 1 December 2026, payable with the test processor. */
export function makePayment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: nextId++,
    bookingId: 42,
    amount: '1250.00',
    type: 'deposit',
    description: 'Deposit to hold the date',
    dueDate: '2026-12-01',
    status: 'pending',
    paidAt: null,
    method: null,
    provider: null,
    refundedAmount: '0.00',
    scheduleId: null,
    onlinePayment: 'test',
    coupleNames: 'Sarah & Michael',
    createdAt: '2026-11-02T16:00:00.000Z',
    requestedAt: null,
    ...overrides,
  };
}

/** Paid by card through Stripe; nothing is offered online for a paid payment. */
export function makePaidPayment(overrides: Partial<Payment> = {}): Payment {
  return makePayment({
    status: 'paid',
    paidAt: '2026-11-10T15:00:00.000Z',
    method: 'card',
    provider: 'stripe',
    onlinePayment: null,
    ...overrides,
  });
}

/** Freezes the clock at PAYMENTS_NOW for every test of the file that calls it. */
export function freezeClockAtPaymentsNow(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(PAYMENTS_NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/** What the Payments page reads: these payments, the test processor, and nothing to review. */
export function paymentsPageRoutes(listPayments: () => Response): Record<string, (init?: RequestInit) => Response> {
  return {
    'GET /api/payments': listPayments,
    'GET /api/payments/setup': () =>
      jsonResponse(200, { checkout: 'test', canConnectStripe: false, usesPlatformAccount: false, stripeAccount: null }),
    'GET /api/payments/exceptions': () => jsonResponse(200, []),
  };
}
