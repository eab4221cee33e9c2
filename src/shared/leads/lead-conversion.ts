import type { LeadStatus } from './lead-status.ts';

/**
 * The share of all the venue's leads that became bookings, as a whole percent rounded down
 * (never above 100 %, never 100 % while one lead is still open); null with no leads yet.
 */
export function getConversionPercent(counts: Readonly<Record<LeadStatus, number>>): number | null {
  const total = Object.values(counts).reduce((sum, count) => sum + Math.max(0, count), 0);
  if (total === 0) return null;
  const converted = Math.min(Math.max(0, counts.converted), total);
  return Math.floor((converted * 100) / total);
}
