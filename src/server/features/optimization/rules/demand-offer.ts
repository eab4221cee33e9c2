import { addDaysToKey } from '#shared/calendar/recommendations.ts';
import { getReferencePrice, getSlotFill, getVenueDemand, type DemandFacts } from '../demand.ts';
import { countOf, describeMonthKey, dollars, percentOf } from '../demand-labels.ts';
import type { Finding } from './rule.ts';

/** A coming month under this share of its slots taken is worth an offer. */
export const OFFER_OCCUPANCY_THRESHOLD = 25;
export const OFFER_PERCENT = 10;
/** Months starting within this many days: near enough that an offer can still fill them. */
export const OFFER_HORIZON_DAYS = 120;
/** Confirmed bookings in the last 12 months a venue needs before an empty month means anything. */
export const OFFER_MIN_BOOKINGS = 3;
const MOST_FINDINGS = 2;

/**
 * An offer for the coming months under the threshold occupancy: each whole month starting in the
 * next 120 days whose bookings (at any stage but cancelled) hold under 25 % of the slots it opens.
 * Only for a venue with bookings in the last 12 months: a new venue's calendar is empty
 * everywhere, and an offer would not be what it needs.
 */
export function demandOfferRule(facts: DemandFacts): Finding[] {
  const demand = getVenueDemand(facts);
  const lastYear = getSlotFill(demand, facts.maxBookingsPerDay, (day) => day.dayKey < demand.todayKey);
  if (lastYear.booked < OFFER_MIN_BOOKINGS) return [];

  const horizon = addDaysToKey(demand.todayKey, OFFER_HORIZON_DAYS);
  const months = new Set(
    demand.days
      .filter((day) => day.dayKey > demand.todayKey && day.dayKey <= horizon && day.dayKey.endsWith('-01'))
      .map((day) => day.dayKey.slice(0, 7)),
  );
  const price = getReferencePrice(facts);
  return [...months]
    .map((monthKey) => ({
      monthKey,
      fill: getSlotFill(demand, facts.maxBookingsPerDay, (day) => day.dayKey.startsWith(monthKey)),
    }))
    .filter(({ fill }) => fill.slots > 0 && percentOf(fill.held, fill.slots) < OFFER_OCCUPANCY_THRESHOLD)
    .sort((a, b) => a.fill.held / a.fill.slots - b.fill.held / b.fill.slots)
    .slice(0, MOST_FINDINGS)
    .map(({ monthKey, fill }) => {
      const month = describeMonthKey(monthKey);
      const occupancy = percentOf(fill.held, fill.slots);
      const toFill = Math.ceil((fill.slots * OFFER_OCCUPANCY_THRESHOLD) / 100) - fill.held;
      const offerPrice = price ? Math.round(price.amount * (1 - OFFER_PERCENT / 100)) : null;
      const gain = offerPrice ? toFill * offerPrice : 0;
      const priceSentence = price
        ? ` ${countOf(toFill, 'more event')} at ${dollars(offerPrice!)} (your ${price.basis} of ${dollars(price.amount)} less ${OFFER_PERCENT}%) would bring ${dollars(gain)} and lift it to ${OFFER_OCCUPANCY_THRESHOLD}%.`
        : ` ${countOf(toFill, 'more event')} would lift it to ${OFFER_OCCUPANCY_THRESHOLD}%.`;
      return {
        key: `offer:${monthKey}`,
        title: `Offer ${OFFER_PERCENT}% off dates in ${month}`,
        description:
          `${month} has ${fill.held} of ${countOf(fill.slots, 'slot')} taken (${occupancy}%), ` +
          `under the ${OFFER_OCCUPANCY_THRESHOLD}% a month should reach.` +
          priceSentence,
        category: 'pricing',
        impact: gain >= 10_000 ? 'high' : 'medium',
        effort: 'low',
        timeframe: `Before ${month}`,
        priority: 6,
        estimatedRevenue: gain,
        actionItems: [
          `Offer ${OFFER_PERCENT}% off events in ${month} booked in the next 30 days`,
          `Tell the leads still deciding that ${month} dates are open at the offer price`,
        ],
        metrics: { currentValue: occupancy, targetValue: OFFER_OCCUPANCY_THRESHOLD, unit: '% of slots taken' },
      };
    });
}
