import { WEEKDAY_NAMES } from '#shared/calendar/heat-map.ts';
import { getReferencePrice, getSlotFill, getVenueDemand, type SlotFill, type DemandFacts } from '../demand.ts';
import { countOf, dollars, percentOf } from '../demand-labels.ts';
import type { Finding } from './rule.ts';

/** Confirmed bookings in the last 12 months before weekdays can be compared. */
export const WEEKDAY_MIN_BOOKINGS = 6;
/** The busiest weekday must fill at least this share for the others to look under-used. */
export const BUSY_WEEKDAY_FILL = 30;
/** An under-used weekday fills at most a quarter of what the busiest does. */
const UNDER_USED_RATIO = 0.25;
export const WEEKDAY_DISCOUNT_PERCENT = 30;
/** The weekday rate aims to fill one more slot in ten. */
const TARGET_EXTRA_SHARE = 0.1;
const MOST_FINDINGS = 2;

/**
 * Under-used weekdays: open weekdays that filled a quarter or less of what the busiest weekday
 * filled in the last 12 months, once the busiest shows real demand (30 % of its slots).
 */
export function demandWeekdaysRule(facts: DemandFacts): Finding[] {
  const demand = getVenueDemand(facts);
  const byWeekday = WEEKDAY_NAMES.map((_, weekday) =>
    getSlotFill(demand, facts.maxBookingsPerDay, (day) => day.dayKey < demand.todayKey && day.weekday === weekday),
  );
  const total = byWeekday.reduce((sum, fill) => sum + fill.booked, 0);
  if (total < WEEKDAY_MIN_BOOKINGS) return [];
  const rate = (fill: SlotFill) => (fill.slots > 0 ? fill.booked / fill.slots : 0);
  const busiest = byWeekday.reduce((best, fill, weekday) => (rate(fill) > rate(byWeekday[best]!) ? weekday : best), 0);
  const busiestFill = byWeekday[busiest]!;
  if (percentOf(busiestFill.booked, busiestFill.slots) < BUSY_WEEKDAY_FILL) return [];

  const price = getReferencePrice(facts);
  return byWeekday
    .map((fill, weekday) => ({ fill, weekday }))
    .filter(
      ({ fill, weekday }) =>
        facts.openWeekdays.includes(weekday) && fill.slots > 0 && rate(fill) <= rate(busiestFill) * UNDER_USED_RATIO,
    )
    .sort((a, b) => rate(a.fill) - rate(b.fill) || a.weekday - b.weekday)
    .slice(0, MOST_FINDINGS)
    .map(({ fill, weekday }) => {
      const name = `${WEEKDAY_NAMES[weekday]!}s`;
      const busiestName = `${WEEKDAY_NAMES[busiest]!}s`;
      const extra = Math.max(1, Math.round(fill.slots * TARGET_EXTRA_SHARE));
      const weekdayPrice = price ? Math.round(price.amount * (1 - WEEKDAY_DISCOUNT_PERCENT / 100)) : null;
      const gain = weekdayPrice ? extra * weekdayPrice : 0;
      const priceSentence = price
        ? ` A ${name.slice(0, -1)} rate of ${dollars(weekdayPrice!)} (your ${price.basis} of ${dollars(price.amount)} less ${WEEKDAY_DISCOUNT_PERCENT}%) that fills ${countOf(extra, 'more slot')} a year brings ${dollars(gain)}.`
        : '';
      return {
        key: `weekday:${weekday}`,
        title: `Fill your ${name}`,
        description:
          `${name} filled ${fill.booked} of ${countOf(fill.slots, 'slot')} in the last 12 months ` +
          `(${percentOf(fill.booked, fill.slots)}%), against ${busiestFill.booked} of ${busiestFill.slots} on ` +
          `${busiestName} (${percentOf(busiestFill.booked, busiestFill.slots)}%).` +
          priceSentence,
        category: 'marketing',
        impact: 'medium',
        effort: 'medium',
        timeframe: 'This quarter',
        priority: 5,
        estimatedRevenue: gain,
        actionItems: [
          `Publish a ${name.slice(0, -1)} rate for smaller events: rehearsal dinners, corporate meetings, showers`,
          `Suggest ${name} to leads whose date is taken`,
        ],
        metrics: {
          currentValue: percentOf(fill.booked, fill.slots),
          targetValue: percentOf(fill.booked + extra, fill.slots),
          unit: `% of ${name} filled`,
        },
      };
    });
}
