import { getCalendarDay } from '#shared/calendar/recommendations.ts';
import { getCell, getReferencePrice, getVenueDemand, type DemandFacts } from '../demand.ts';
import { countOf, describeDay, dollars } from '../demand-labels.ts';
import { findOptimalDates } from '../optimal-dates.ts';
import type { Finding } from './rule.ts';

/** A weekday in a month that filled at least half its slots last year makes its dates popular. */
export const POPULAR_FILL_SHARE = 0.5;
const MOST_DATES = 3;
/** A date this close is urgent: the couples who want it are deciding now. */
const URGENT_DAYS = 60;

/**
 * Popular dates still open: coming dates a lead asked for, or whose weekday in their month filled
 * at least half its slots (two bookings at least) in the last 12 months, that no one holds yet.
 */
export function demandOpenDatesRule(facts: DemandFacts): Finding[] {
  const demand = getVenueDemand(facts);
  const popular = findOptimalDates(facts, { limit: Number.POSITIVE_INFINITY, demand })
    .filter((date) => {
      const { month, weekday } = getCalendarDay(date.dayKey);
      const cell = getCell(demand, month, weekday);
      const filled = cell.booked >= 2 && cell.booked >= cell.slots * POPULAR_FILL_SHARE;
      return filled || (demand.leadsByDay.get(date.dayKey) ?? 0) > 0;
    })
    .slice(0, MOST_DATES);
  if (popular.length === 0) return [];

  const price = getReferencePrice(facts);
  const gain = price ? popular.length * price.amount : 0;
  const soonest = popular.map((date) => date.dayKey).sort()[0]!;
  const daysAway = (Date.parse(`${soonest}T00:00:00Z`) - Date.parse(`${demand.todayKey}T00:00:00Z`)) / 86_400_000;
  const listed = popular
    .map((date) => `${describeDay(date.dayKey)} (${date.reasons.map((reason) => reason.label).join('; ')})`)
    .join(', ');
  return [
    {
      key: 'open-popular-dates',
      title: `${countOf(popular.length, 'popular date')} still open`,
      description:
        `${listed}.` +
        (price
          ? ` Booked at your ${price.basis} of ${dollars(price.amount)}, ${popular.length === 1 ? 'it brings' : 'they bring'} ${dollars(gain)}.`
          : ''),
      category: 'revenue',
      impact: popular.length >= 2 ? 'high' : 'medium',
      effort: 'low',
      timeframe: daysAway <= URGENT_DAYS ? 'This week' : 'This month',
      priority: daysAway <= URGENT_DAYS ? 8 : 6,
      estimatedRevenue: gain,
      actionItems: [
        'Follow up the leads who asked for these dates before they book elsewhere',
        'Feature these dates on your website and social media',
        'Quote them at full price: demand is there',
      ],
      metrics: { currentValue: 0, targetValue: popular.length, unit: 'popular dates booked' },
    },
  ];
}
