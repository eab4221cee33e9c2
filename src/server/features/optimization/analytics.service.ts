import { bookingStatuses } from '#shared/bookings/booking-status.ts';
import { leadSources, leadStatuses, type LeadSource } from '#shared/leads/lead-status.ts';
import type {
  LeadSourceCount,
  PerformanceAnalytics,
  WeekdayOccupancy,
} from '#shared/optimization/analytics.schemas.ts';
import type { AppDeps } from '../../deps.ts';
import type { StaffActor } from '../../http/access.ts';
import * as repo from './analytics.repo.ts';

/** The Performance Analytics tab's figures for the actor's venue (windows: analytics.schemas.ts). */
export async function getPerformanceAnalytics(deps: AppDeps, actor: StaffActor): Promise<PerformanceAnalytics> {
  const window = await repo.getAnalyticsWindow(deps.db, actor.venueId);
  const [revenueByMonth, bookingRows, leadRows, weekdayRows] = await Promise.all([
    repo.listRevenueByMonth(deps.db, actor.venueId),
    repo.countBookingsByStatus(deps.db, actor.venueId, window.since),
    repo.countLeadsByStatusAndSource(deps.db, actor.venueId, window.since),
    repo.countWeekdaySlots(deps.db, actor.venueId, window.occupancyFrom, window.occupancyTo),
  ]);
  return {
    since: window.since,
    revenueByMonth,
    bookingsByStatus: bookingStatuses.map((status) => ({
      status,
      count: bookingRows.find((row) => row.status === status)?.count ?? 0,
    })),
    leadsByStage: leadStatuses.map((stage) => ({
      stage,
      count: sum(leadRows.filter((row) => row.status === stage)),
    })),
    leadsBySource: countLeadsBySource(leadRows),
    occupancy: {
      from: window.occupancyFrom,
      to: window.occupancyTo,
      weekdays: weekdayRows.map(toWeekdayOccupancy),
    },
  };
}

function sum(rows: { count: number }[]): number {
  return rows.reduce((total, row) => total + row.count, 0);
}

/** Sources with leads, most first; ties in the order of the source list, unrecorded last. */
function countLeadsBySource(rows: repo.LeadCountRow[]): LeadSourceCount[] {
  const sources: (LeadSource | null)[] = [...leadSources, null];
  return sources
    .map((source) => {
      const ofSource = rows.filter((row) => row.source === source);
      return { source, leads: sum(ofSource), converted: sum(ofSource.filter((row) => row.status === 'converted')) };
    })
    .filter((count) => count.leads > 0)
    .sort((a, b) => b.leads - a.leads);
}

function toWeekdayOccupancy(row: repo.WeekdaySlotsRow): WeekdayOccupancy {
  return {
    ...row,
    rate: row.openSlots === 0 ? null : Math.round((1000 * row.takenSlots) / row.openSlots) / 10,
  };
}
