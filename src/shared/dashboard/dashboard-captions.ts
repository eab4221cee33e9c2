import type { DashboardStats } from './dashboard.schemas.ts';

/**
 * The stat cards' captions, computed against the previous month (docs/architecture.md: the spec's
 * fixed '+2 from last month' becomes a real comparison).
 */
export function getDashboardCaptions(stats: DashboardStats) {
  return {
    thisMonth: describeChange(stats.thisMonth - stats.previousMonth.thisMonth, ''),
    revenue: describeRevenueChange(Number(stats.revenue), Number(stats.previousMonth.revenue)),
    leads: `${stats.leadsNeedingFollowUp} need follow-up`,
    // Occupancy is already a percentage, so its change is in percentage points.
    occupancy: describeChange(stats.occupancy - stats.previousMonth.occupancy, '%'),
  };
}

function describeChange(change: number, unit: string): string {
  if (change === 0) return 'Same as last month';
  return `${change > 0 ? '+' : '-'}${Math.abs(change)}${unit} from last month`;
}

function describeRevenueChange(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? 'Same as last month' : 'No revenue last month';
  return describeChange(Math.round(((current - previous) / previous) * 100), '%');
}
