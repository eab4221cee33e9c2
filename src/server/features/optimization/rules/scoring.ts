import type { EffortLevel } from '#shared/optimization/optimization.schemas.ts';

/** How soon acting pays: money or a couple waiting now, within weeks, or over the season. */
export type Urgency = 'now' | 'soon' | 'later';

const impactBase = { high: 7, medium: 4, low: 2 } as const satisfies Record<EffortLevel, number>;
const urgencyBonus = { now: 3, soon: 1, later: 0 } as const satisfies Record<Urgency, number>;

/**
 * Priority 1–10 from impact and urgency (decision 046): high and urgent is 10, high and soon 8
 * (the page's High Priority starts at 8), medium and urgent 7, low and later 2.
 */
export function getPriority(impact: EffortLevel, urgency: Urgency): number {
  return impactBase[impact] + urgencyBonus[urgency];
}

/**
 * The impact of an amount of money for this venue, measured in its own events: at least one
 * event's worth is high, a quarter of one medium, less low. With no idea of an event's worth
 * (no totals, no base price), any money is medium.
 */
export function getMoneyImpact(amount: number, typicalEventValue: number): EffortLevel {
  if (typicalEventValue <= 0) return amount > 0 ? 'medium' : 'low';
  if (amount >= typicalEventValue) return 'high';
  if (amount >= typicalEventValue / 4) return 'medium';
  return 'low';
}

/** The higher of two impacts. */
export function atLeast(impact: EffortLevel, floor: EffortLevel): EffortLevel {
  return impactBase[impact] >= impactBase[floor] ? impact : floor;
}
