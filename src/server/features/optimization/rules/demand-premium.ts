import { WEEKDAY_NAMES } from '#shared/calendar/heat-map.ts';
import { addDaysToKey } from '#shared/calendar/recommendations.ts';
import { getVenueDemand, getReferencePrice, isBookableDay, type VenueDemand, type DemandFacts } from '../demand.ts';
import { countOf, describeMonthKey, describeWeekdayInMonth, dollars } from '../demand-labels.ts';
import type { Finding } from './rule.ts';

export const PREMIUM_PERCENT = 15;
const MOST_FINDINGS = 3;

interface Excess {
  weekday: number;
  month: number;
  /** Where the demand showed: the last 12 months, or one coming month ('YYYY-MM'). */
  monthKey: string | null;
  slots: number;
  taken: number;
  asked: number;
  /** Slots of that weekday in that month still free in the coming year. */
  openAhead: number;
}

/**
 * A premium where demand exceeds the slots: a weekday in a month whose bookings and the leads
 * that asked for it outnumber the slots it opens, in the last 12 months (confirmed bookings) or
 * in a coming month (bookings holding a slot at any stage). Two bookings at least: one full day
 * is luck, not a pattern.
 */
export function demandPremiumRule(facts: DemandFacts): Finding[] {
  const demand = getVenueDemand(facts);
  const excesses = [...findPastExcesses(facts, demand), ...findComingExcesses(facts, demand)]
    .sort((a, b) => b.taken + b.asked - b.slots - (a.taken + a.asked - a.slots))
    .slice(0, MOST_FINDINGS);
  const price = getReferencePrice(facts);
  return excesses.map((excess) => {
    const days =
      excess.monthKey === null
        ? describeWeekdayInMonth(excess.weekday, excess.month)
        : `${WEEKDAY_NAMES[excess.weekday]!}s in ${describeMonthKey(excess.monthKey)}`;
    const filled =
      excess.monthKey === null
        ? `${days} filled ${excess.taken} of ${countOf(excess.slots, 'slot')} in the last 12 months`
        : `${days} already have ${excess.taken} of ${countOf(excess.slots, 'slot')} taken`;
    const asked = excess.asked > 0 ? `, and ${countOf(excess.asked, 'more lead')} asked for one` : '';
    const extra = excess.taken + excess.asked - excess.slots;
    // With the coming year's dates taken, the premium waits for the next season's same days.
    const pricedSlots = excess.openAhead > 0 ? excess.openAhead : excess.slots;
    const raised = price ? Math.round(price.amount * (1 + PREMIUM_PERCENT / 100)) : null;
    const gain = price ? Math.round(pricedSlots * price.amount * (PREMIUM_PERCENT / 100)) : 0;
    const slotsPriced =
      excess.openAhead > 0
        ? `on the ${countOf(pricedSlots, 'open slot')} left`
        : `on next season’s ${countOf(pricedSlots, 'slot')} (the coming year’s are all taken)`;
    const priceSentence = price
      ? ` Raising your ${price.basis} of ${dollars(price.amount)} to ${dollars(raised!)} ${slotsPriced} would bring about ${dollars(gain)} more.`
      : ` Raise their price by ${PREMIUM_PERCENT}%.`;
    return {
      key: `premium:${excess.monthKey ?? 'last-year'}:${excess.month}-${excess.weekday}`,
      title: `Charge a premium for ${days}`,
      description: `${filled}${asked}: demand exceeds the slots by ${extra}.` + priceSentence,
      category: 'pricing',
      impact: gain >= 5000 ? 'high' : 'medium',
      effort: 'low',
      timeframe: 'This week',
      priority: excess.monthKey === null ? 7 : 8,
      estimatedRevenue: gain,
      actionItems: [
        `Raise the price of ${days} by ${PREMIUM_PERCENT}% in your quotes`,
        ...(excess.asked > 0
          ? [`Offer the leads who asked for ${days} the nearest open dates at the current price`]
          : []),
      ],
      metrics: price
        ? { currentValue: price.amount, targetValue: raised!, unit: 'dollars per event' }
        : { currentValue: 0, targetValue: PREMIUM_PERCENT, unit: 'percent premium' },
    };
  });
}

function findPastExcesses(facts: DemandFacts, demand: VenueDemand): Excess[] {
  return demand.cells
    .filter((cell) => cell.slots > 0 && cell.booked >= 2 && cell.booked + cell.asked > cell.slots)
    .map((cell) => ({
      weekday: cell.weekday,
      month: cell.month,
      monthKey: null,
      slots: cell.slots,
      taken: cell.booked,
      asked: cell.asked,
      openAhead: countOpenAhead(facts, demand, cell.month, cell.weekday),
    }));
}

function findComingExcesses(facts: DemandFacts, demand: VenueDemand): Excess[] {
  const groups = new Map<string, Excess>();
  const tomorrow = addDaysToKey(demand.todayKey, 1);
  for (const day of demand.days) {
    if (day.dayKey < tomorrow) continue;
    const monthKey = day.dayKey.slice(0, 7);
    const key = `${monthKey}:${day.weekday}`;
    const group = groups.get(key) ?? {
      weekday: day.weekday,
      month: day.month,
      monthKey,
      slots: 0,
      taken: 0,
      asked: 0,
      openAhead: 0,
    };
    if (day.isOpen) group.slots += facts.maxBookingsPerDay;
    group.taken += day.held;
    group.asked += demand.leadsByDay.get(day.dayKey) ?? 0;
    if (isBookableDay(demand, facts.maxBookingsPerDay, day)) group.openAhead += facts.maxBookingsPerDay - day.held;
    groups.set(key, group);
  }
  return [...groups.values()].filter(
    (group) => group.slots > 0 && group.taken >= 2 && group.asked > 0 && group.taken + group.asked > group.slots,
  );
}

function countOpenAhead(facts: DemandFacts, demand: VenueDemand, month: number, weekday: number): number {
  return demand.days
    .filter(
      (day) => day.month === month && day.weekday === weekday && isBookableDay(demand, facts.maxBookingsPerDay, day),
    )
    .reduce((open, day) => open + facts.maxBookingsPerDay - day.held, 0);
}
