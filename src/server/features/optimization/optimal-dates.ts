import type { OptimalDate, OptimalDateReason } from '#shared/calendar/optimal-dates.schemas.ts';
import { getCell, getVenueDemand, isBookableDay, type VenueDemand, type DemandFacts } from './demand.ts';
import { countOf, describeWeekdayInMonth } from './demand-labels.ts';

export const OPTIMAL_DATE_LIMIT = 6;

/**
 * The open dates of the coming year with the most demand behind them (decision 051). A date's
 * score counts people: the confirmed bookings on its weekday in its month over the last 12 months,
 * the leads that asked for its month, and those that asked for the date itself (counted again,
 * as they asked for exactly it). Only dates with some demand are offered: a score of at least 1,
 * every point shown as a badge. A public holiday is flagged, never scored: some venues fill on
 * one, others close. Best first; then the fuller weekday; then the earlier date.
 */
export function findOptimalDates(
  facts: DemandFacts,
  { limit = OPTIMAL_DATE_LIMIT, demand = getVenueDemand(facts) }: { limit?: number; demand?: VenueDemand } = {},
): OptimalDate[] {
  const ranked: (OptimalDate & { fill: number })[] = [];
  for (const day of demand.days) {
    if (!isBookableDay(demand, facts.maxBookingsPerDay, day)) continue;
    const cell = getCell(demand, day.month, day.weekday);
    const monthLeads = demand.leadsByMonth.get(day.dayKey.slice(0, 7)) ?? 0;
    const dateLeads = demand.leadsByDay.get(day.dayKey) ?? 0;
    const score = cell.booked + monthLeads + dateLeads;
    if (score < 1) continue;

    const reasons: OptimalDateReason[] = [];
    if (dateLeads > 0) {
      const label = dateLeads === 1 ? 'A lead asked for this date' : `${dateLeads} leads asked for this date`;
      reasons.push({ kind: 'date-leads', label });
    }
    if (cell.booked > 0) {
      const label = `${describeWeekdayInMonth(day.weekday, day.month)} fill ${cell.booked} of ${cell.slots}`;
      reasons.push({ kind: 'fill', label });
    }
    if (monthLeads > 0) {
      reasons.push({ kind: 'month-leads', label: `${countOf(monthLeads, 'lead')} asked for this month` });
    }
    const holiday = demand.holidays.get(day.dayKey);
    if (holiday) reasons.push({ kind: 'holiday', label: holiday });

    ranked.push({ dayKey: day.dayKey, score, reasons, fill: cell.slots > 0 ? cell.booked / cell.slots : 0 });
  }
  // demand.days runs in date order and sort is stable, so equal dates stay earliest first.
  return ranked
    .sort((a, b) => b.score - a.score || b.fill - a.fill)
    .slice(0, limit)
    .map(({ dayKey, score, reasons }) => ({ dayKey, score, reasons }));
}
