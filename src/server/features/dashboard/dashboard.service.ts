import {
  DASHBOARD_LIMITS,
  type DashboardActivity,
  type DashboardPayment,
  type DashboardStats,
} from '#shared/dashboard/dashboard.schemas.ts';
import type { AppDeps } from '../../deps.ts';
import type { StaffActor } from '../../http/access.ts';
import { toBooking } from '../bookings/bookings.service.ts';
import * as repo from './dashboard.repo.ts';

export async function getDashboardStats(deps: AppDeps, actor: StaffActor): Promise<DashboardStats> {
  const { current, previous, activeLeads, followUpLeads } = await repo.getDashboardFigures(deps.db, actor.venueId);
  return {
    thisMonth: current.bookings,
    revenue: current.revenue,
    leads: activeLeads,
    occupancy: current.occupancy,
    leadsNeedingFollowUp: followUpLeads,
    previousMonth: { thisMonth: previous.bookings, revenue: previous.revenue, occupancy: previous.occupancy },
  };
}

export async function getDashboardActivity(deps: AppDeps, actor: StaffActor): Promise<DashboardActivity> {
  const [upcoming, recentLeads, pending, paid] = await Promise.all([
    repo.listUpcomingConfirmedEvents(deps.db, actor.venueId, DASHBOARD_LIMITS.upcomingEvents),
    repo.listRecentOpenLeads(deps.db, actor.venueId, DASHBOARD_LIMITS.recentLeads),
    repo.listPaymentsWithCouple(deps.db, actor.venueId, 'pending', DASHBOARD_LIMITS.pendingPayments),
    repo.listPaymentsWithCouple(deps.db, actor.venueId, 'paid', DASHBOARD_LIMITS.paidPayments),
  ]);
  return {
    upcomingEvents: upcoming.map(toBooking),
    recentLeads,
    pendingPayments: pending.map(toPaymentView),
    paidPayments: paid.map(toPaymentView),
  };
}

function toPaymentView(row: Awaited<ReturnType<typeof repo.listPaymentsWithCouple>>[number]): DashboardPayment {
  return { ...row, paidAt: row.paidAt?.toISOString() ?? null };
}
