import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardActivitySchema, dashboardStatsSchema } from '#shared/dashboard/dashboard.schemas.ts';
import type { AppDeps } from '../../deps.ts';
import { requireStaff } from '../../http/access.ts';
import { getDashboardActivity, getDashboardStats } from './dashboard.service.ts';

const tags = ['dashboard'];
const config = { access: 'dashboard:read' } as const;

export function dashboardRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/dashboard/stats', { config, schema: { tags, response: { 200: dashboardStatsSchema } } }, (request) =>
      getDashboardStats(deps, requireStaff(request)),
    );
    app.get(
      '/api/dashboard/activity',
      { config, schema: { tags, response: { 200: dashboardActivitySchema } } },
      (request) => getDashboardActivity(deps, requireStaff(request)),
    );
  };
}
