import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardActivity, DashboardStats } from '#shared/dashboard/dashboard.schemas.ts';
import { apiJson } from '#client/lib/api-client.ts';

/**
 * Both keys are real URLs and start with '/api/dashboard', so a change elsewhere (a booking, a
 * lead, a payment) can refresh the whole dashboard with `invalidateDashboard` (lib/query-invalidation.ts).
 */
export const dashboardKeys = {
  stats: ['/api/dashboard/stats'] as const,
  activity: ['/api/dashboard/activity'] as const,
};

export function dashboardStatsQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.stats,
    queryFn: ({ signal }) => apiJson<DashboardStats>('GET', '/api/dashboard/stats', undefined, { signal }),
  });
}

export function dashboardActivityQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.activity,
    queryFn: ({ signal }) => apiJson<DashboardActivity>('GET', '/api/dashboard/activity', undefined, { signal }),
  });
}

/** The four figures of the stat cards, with last month's for the captions. */
export function useDashboardStats() {
  return useQuery(dashboardStatsQueryOptions());
}

/** Upcoming events, recent leads and payments, already limited by the server (spec §9). */
export function useDashboardActivity() {
  return useQuery(dashboardActivityQueryOptions());
}
