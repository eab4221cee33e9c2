import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { monthQuerySchema, sharedCalendarSchema } from '#shared/calendar/calendar-share.schemas.ts';
import { languageSchema } from '#shared/i18n/language-schema.ts';
import type { AppDeps } from '../../deps.ts';
import { matchesEtag } from '../../http/etag.ts';
import { getCalendarFeed, getSharedCalendar } from './calendar-feed.service.ts';

const tags = ['public'];
/** Loads of a shared calendar (its page and its API call) an address may make in a minute. */
export const SHARED_CALENDAR_LOADS_PER_MINUTE = 120;
/** A share token (43 base64url characters) or a custom address (3 to 40 of a-z, 0-9 and -). */
export const linkPart = z
  .string()
  .min(3)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Not a calendar link');

/** The webcal feed and the public shared calendar page's call (decision 015). */
export function calendarPublicRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/calendar/ical/:token',
      {
        config: { access: 'public', rateLimit: { max: deps.config.calendarFeedsPerMinute, timeWindow: '1 minute' } },
        schema: {
          tags,
          params: z.object({ token: linkPart }),
          querystring: z.object({ download: z.string().max(10).optional(), lang: languageSchema.optional() }),
        },
      },
      async (request, reply) => {
        const file = await getCalendarFeed(deps, request.params.token, request.query.lang);
        // Calendar apps poll: they may keep the feed but must ask again, and get 304 when it is
        // unchanged. Referrer and robots headers come from security.ts.
        void reply.header('etag', file.etag).header('cache-control', 'private, no-cache');
        if (request.query.download === '1' || request.query.download === 'true') {
          void reply.header('content-disposition', 'attachment; filename="venuedesk-calendar.ics"');
        }
        if (matchesEtag(request.headers['if-none-match'], file.etag)) return reply.status(304).send();
        return reply.type('text/calendar; charset=utf-8').send(file.body);
      },
    );
    app.get(
      '/api/public/shared-calendar/:ref',
      {
        config: { access: 'public', rateLimit: { max: SHARED_CALENDAR_LOADS_PER_MINUTE, timeWindow: '1 minute' } },
        schema: {
          tags,
          params: z.object({ ref: linkPart }),
          querystring: monthQuerySchema,
          response: { 200: sharedCalendarSchema },
        },
      },
      async (request) => getSharedCalendar(deps, request.params.ref, request.actor, request.query.month),
    );
  };
}
