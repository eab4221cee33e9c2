import type { AnalysisDataPoints } from '#shared/optimization/optimization.schemas.ts';
import {
  addDays,
  getAverageRevenuePerEvent,
  getConfirmedEvents,
  getLocalDay,
  hoursBetween,
  percent,
} from './facts-figures.ts';
import type { VenueFacts } from './venue-facts.ts';

/** The figures an analysis rests on, as the shared schema defines each. */
export function getDataPoints(facts: VenueFacts): AnalysisDataPoints {
  const converted = facts.leads.filter((lead) => lead.status === 'converted').length;
  return {
    conversionRate: Math.min(100, percent(converted, facts.leads.length)),
    leadCount: facts.leads.length,
    confirmedEvents: getConfirmedEvents(facts).length,
    occupancyRate: getOccupancyRate(facts),
    averageRevenuePerEvent: getAverageRevenuePerEvent(facts),
    medianLeadResponseHours: getMedianResponseHours(facts),
  };
}

/**
 * Held slots (bookings not cancelled) over the bookable ones in the next 12 months: open weekdays
 * that are not blackout dates, times the bookings allowed per day (as the dashboard counts).
 */
function getOccupancyRate(facts: VenueFacts): number {
  const today = getLocalDay(facts.now, facts.timeZone);
  const end = addDays(today, 365);
  const open = new Set(facts.openWeekdays);
  const closed = new Set(facts.blackoutDates);
  let bookable = 0;
  for (let day = today; day < end; day = addDays(day, 1)) {
    if (open.has(new Date(`${day}T00:00:00Z`).getUTCDay()) && !closed.has(day)) bookable += facts.maxBookingsPerDay;
  }
  const held = facts.bookings.filter(
    (booking) => booking.status !== 'cancelled' && booking.localDay >= today && booking.localDay < end,
  ).length;
  return Math.min(100, percent(held, bookable));
}

/** Median hours from arrival to the first move out of New, one decimal; null with no known reply. */
function getMedianResponseHours(facts: VenueFacts): number | null {
  const hours = facts.leads
    .flatMap((lead) => (lead.firstMovedAt ? [hoursBetween(lead.createdAt, lead.firstMovedAt)] : []))
    .sort((a, b) => a - b);
  if (hours.length === 0) return null;
  const middle = Math.floor(hours.length / 2);
  const median = hours.length % 2 === 1 ? hours[middle]! : (hours[middle - 1]! + hours[middle]!) / 2;
  return Math.round(median * 10) / 10;
}
