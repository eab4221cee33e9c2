import type { BookingStatus } from '../bookings/booking-status.ts';

/**
 * The calendar's AI Recommendations tab (spec §2 Personalized Event Recommendations, §9
 * Recommendations), computed from the venue's own bookings; its Optimal Dates come from the
 * server's demand (GET /api/calendar/recommendations, decision 051). Every weekday and month is
 * the venue's: a booking at 2026-03-01T03:00Z is a Saturday in February in Los Angeles.
 */

/** What the rules read of a booking (GET /api/bookings answers more). */
export interface InsightBooking {
  /** An instant, ISO 8601. */
  eventDate: string;
  eventType: string;
  /** Dollars as a decimal string, or null when not priced yet. */
  totalAmount: string | null;
  status: BookingStatus;
}

/** The top 5 event types (§9). */
export const EVENT_TYPE_LIMIT = 5;
/** Spec §2: the Top Event Type tile when the venue has no bookings yet. */
export const DEFAULT_TOP_EVENT_TYPE = 'Reception';

/** Spec §2 Revenue Insights: the two fixed pieces of advice, word for word. */
export const PRICING_ADVICE = [
  'Consider 15-25% premium pricing for May-October weddings based on demand patterns.',
  'Offer 10-15% discounts for November-March bookings to increase winter occupancy.',
] as const;

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * Cancelled bookings count nowhere here: a cancelled date is free again, and neither its demand
 * nor its price happened. The heat map's daily stats leave them out the same way.
 */
export function selectInsightBookings<T extends Pick<InsightBooking, 'status'>>(bookings: readonly T[]): T[] {
  return bookings.filter((booking) => booking.status !== 'cancelled');
}

export interface VenueDay {
  /** 'YYYY-MM-DD' in the venue's zone. */
  dayKey: string;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  /** 0 = January … 11 = December. */
  month: number;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

function getDayFormat(timeZone: string): Intl.DateTimeFormat {
  let dayFormat = dayFormats.get(timeZone);
  if (!dayFormat) {
    dayFormat = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, dayFormat);
  }
  return dayFormat;
}

/** The venue day an instant falls on, with its weekday and month. */
export function getVenueDay(instant: string | Date, timeZone: string): VenueDay {
  const parts = getDayFormat(timeZone).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  return getCalendarDay(`${part('year')}-${part('month')}-${part('day')}`);
}

/** A calendar day ('YYYY-MM-DD') with its weekday and month; such a day has no zone, so UTC is exact. */
export function getCalendarDay(dayKey: string): VenueDay {
  const date = new Date(`${dayKey}T00:00:00Z`);
  return { dayKey, weekday: date.getUTCDay(), month: date.getUTCMonth() };
}

/** 'YYYY-MM-DD' plus `days` calendar days (daylight saving cannot shift a calendar day). */
export function addDaysToKey(dayKey: string, days: number): string {
  const date = new Date(`${dayKey}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export interface EventTypeShare {
  eventType: string;
  count: number;
  /** Of all the bookings, rounded to a whole percent. */
  percent: number;
}

/** Every event type by bookings, most first (equal counts by name); the tab shows the first 5. */
export function rankEventTypes(bookings: readonly Pick<InsightBooking, 'eventType'>[]): EventTypeShare[] {
  const counts = new Map<string, number>();
  for (const { eventType } of bookings) counts.set(eventType, (counts.get(eventType) ?? 0) + 1);
  return [...counts]
    .sort(([typeA, countA], [typeB, countB]) => countB - countA || typeA.localeCompare(typeB))
    .map(([eventType, count]) => ({ eventType, count, percent: Math.round((count / bookings.length) * 100) }));
}

/** A booking's price in dollars; one not priced yet counts as 0 (it still counts as a booking). */
function getAmount(booking: Pick<InsightBooking, 'totalAmount'>): number {
  const amount = Number(booking.totalAmount ?? 0);
  return Number.isFinite(amount) ? amount : 0;
}

function roundCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

export interface EventTypeRevenue {
  eventType: string;
  count: number;
  /** Dollars, to the cent. */
  averageRevenue: number;
}

/** Revenue Insights: each type's average price (sum ÷ its bookings), highest first. */
export function getAverageRevenueByType(
  bookings: readonly Pick<InsightBooking, 'eventType' | 'totalAmount'>[],
): EventTypeRevenue[] {
  const totals = new Map<string, { count: number; sum: number }>();
  for (const booking of bookings) {
    const total = totals.get(booking.eventType) ?? { count: 0, sum: 0 };
    totals.set(booking.eventType, { count: total.count + 1, sum: total.sum + getAmount(booking) });
  }
  return [...totals]
    .map(([eventType, { count, sum }]) => ({ eventType, count, averageRevenue: roundCents(sum / count) }))
    .sort((a, b) => b.averageRevenue - a.averageRevenue || a.eventType.localeCompare(b.eventType));
}

export interface RecommendationTiles {
  totalEvents: number;
  /** §9: the sum of totalAmount ÷ max(bookings, 1), in dollars to the cent. */
  averageRevenue: number;
  /** Converted leads ÷ all leads × 100, to one decimal; 0 with no leads (decision 051). */
  leadConversion: number;
  topEventType: string;
}

export interface LeadTally {
  converted: number;
  total: number;
}

/**
 * The four tiles: Total Events, Avg Revenue, Lead Conversion and Top Event Type. Lead Conversion
 * is the share of leads that became bookings, not §9's bookings ÷ leads, which passes 100 % as
 * soon as a venue books anyone who was never a lead (decision 051).
 */
export function getRecommendationTiles(
  bookings: readonly Pick<InsightBooking, 'eventType' | 'totalAmount'>[],
  leads: LeadTally,
): RecommendationTiles {
  const revenue = bookings.reduce((sum, booking) => sum + getAmount(booking), 0);
  return {
    totalEvents: bookings.length,
    averageRevenue: roundCents(revenue / Math.max(bookings.length, 1)),
    leadConversion: leads.total > 0 ? Math.round((leads.converted / leads.total) * 1000) / 10 : 0,
    topEventType: rankEventTypes(bookings)[0]?.eventType ?? DEFAULT_TOP_EVENT_TYPE,
  };
}
