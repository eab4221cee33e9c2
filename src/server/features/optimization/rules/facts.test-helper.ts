import type { BookingFact, ContractFact, LeadFact, PaymentFact, VenueFacts } from '../venue-facts.ts';

/** Noon UTC on 2027-03-10 (a Wednesday): "now" for crafted facts. */
export const NOW = new Date('2027-03-10T12:00:00Z');
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export function hoursAgo(hours: number): Date {
  return new Date(NOW.getTime() - hours * HOUR);
}

/** A venue with nothing yet, in UTC, open every day, base price $5,000. */
export function makeFacts(overrides: Partial<VenueFacts> = {}): VenueFacts {
  return {
    now: NOW,
    timeZone: 'UTC',
    country: 'US',
    basePrice: 5000,
    maxBookingsPerDay: 1,
    openWeekdays: [0, 1, 2, 3, 4, 5, 6],
    blackoutDates: [],
    eventTypes: ['Wedding', 'Corporate Event', 'Birthday'],
    bookings: [],
    leads: [],
    payments: [],
    contracts: [],
    ...overrides,
  };
}

let nextId = 1;

export function makeLead(overrides: Partial<LeadFact> = {}): LeadFact {
  return {
    id: nextId++,
    status: 'new',
    source: 'website',
    preferredDate: null,
    budget: null,
    createdAt: hoursAgo(2),
    firstMovedAt: null,
    lostFrom: null,
    ...overrides,
  };
}

export function makeBooking(overrides: Partial<BookingFact> = {}): BookingFact {
  return {
    id: nextId++,
    localDay: '2027-06-12',
    eventType: 'Wedding',
    status: 'booked',
    totalAmount: 10_000,
    guestCount: 100,
    createdAt: hoursAgo(24 * 30),
    ...overrides,
  };
}

export function makePayment(overrides: Partial<PaymentFact> = {}): PaymentFact {
  return {
    id: nextId++,
    bookingId: 1,
    amount: 1000,
    type: 'deposit',
    status: 'pending',
    dueDate: null,
    paidAt: null,
    ...overrides,
  };
}

export function makeContract(overrides: Partial<ContractFact> = {}): ContractFact {
  return {
    id: `contract-${nextId++}`,
    bookingId: null,
    status: 'sent',
    sentAt: hoursAgo(24),
    signedAt: null,
    ...overrides,
  };
}
