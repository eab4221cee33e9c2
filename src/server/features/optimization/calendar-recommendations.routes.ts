import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calendarRecommendationsSchema } from '#shared/calendar/optimal-dates.schemas.ts';
import type { AppDeps } from '../../deps.ts';
import { requireStaff } from '../../http/access.ts';
import { getCalendarRecommendations } from './calendar-recommendations.service.ts';

/** The calendar's AI Recommendations tab reads its Optimal Dates here; the figures beside them it works out itself. */
export function calendarRecommendationRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/calendar/recommendations',
      {
        config: { access: 'bookings:read' },
        schema: { tags: ['calendar'], response: { 200: calendarRecommendationsSchema } },
      },
      async (request) => getCalendarRecommendations(deps, requireStaff(request)),
    );
  };
}
