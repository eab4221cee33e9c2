import type { BookingStatus } from '#shared/bookings/booking-status.ts';
import type { LeadStatus } from '#shared/leads/lead-status.ts';
import { addDaysToKey } from '#shared/calendar/recommendations.ts';
import { suggestionDraftSchema } from '#shared/optimization/optimization.schemas.ts';
import type { Finding } from './rules/rule.ts';
import type { BookingFact, LeadFact, VenueFacts } from './venue-facts.ts';

/** Thursday 26 November 2026, noon in Los Angeles: the crafted venues' today. */
export const TODAY = new Date('2026-11-26T20:00:00Z');

/** A venue open every day, one booking a day, in Los Angeles, with nothing booked or asked. */
export function makeFacts(overrides: Partial<VenueFacts> = {}): VenueFacts {
  return {
    now: TODAY,
    timeZone: 'America/Los_Angeles',
    country: 'US',
    basePrice: 5000,
    maxBookingsPerDay: 1,
    openWeekdays: [0, 1, 2, 3, 4, 5, 6],
    blackoutDates: [],
    eventTypes: ['Reception'],
    bookings: [],
    leads: [],
    payments: [],
    contracts: [],
    ...overrides,
  };
}

let nextId = 1;

export function bookingOn(
  localDay: string,
  status: BookingStatus = 'booked',
  totalAmount: number | null = 10_000,
): BookingFact {
  return {
    id: nextId++,
    localDay,
    eventType: 'Wedding',
    status,
    totalAmount,
    guestCount: 100,
    createdAt: new Date('2025-01-01T00:00:00Z'),
  };
}

export function leadFor(preferredDate: string | null, status: LeadStatus = 'new'): LeadFact {
  return {
    id: nextId++,
    status,
    source: 'website',
    preferredDate,
    budget: null,
    createdAt: new Date('2026-10-01T00:00:00Z'),
    firstMovedAt: null,
    lostFrom: status === 'lost' ? 'contacted' : null,
  };
}

/** `count` days from `first`, `step` days apart: 'every Saturday from …'. */
export function everyNthDay(first: string, count: number, step = 7): string[] {
  return Array.from({ length: count }, (_, index) => addDaysToKey(first, index * step));
}

/** A rule's findings must be what the analysis stores: each a valid suggestion draft. */
export function parseDrafts(findings: readonly Finding[]): Finding[] {
  return findings.map((finding) => ({ ...suggestionDraftSchema.parse(finding), key: finding.key }));
}
