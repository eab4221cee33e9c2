import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { performanceAnalyticsSchema } from '#shared/optimization/analytics.schemas.ts';
import type { AppDeps } from '../../deps.ts';
import { requireStaff } from '../../http/access.ts';
import { getPerformanceAnalytics } from './analytics.service.ts';

export function optimizationAnalyticsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/optimization/analytics',
      {
        config: { access: 'optimization:read' },
        schema: { tags: ['optimization'], response: { 200: performanceAnalyticsSchema } },
      },
      (request) => getPerformanceAnalytics(deps, requireStaff(request)),
    );
  };
}
