import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  calendarShareSchema,
  monthQuerySchema,
  shareByEmailResultSchema,
  shareByEmailSchema,
  updateCalendarShareSchema,
} from '#shared/calendar/calendar-share.schemas.ts';
import type { AppDeps } from '../../deps.ts';
import { emptyBodySchema } from '../../http/empty-body.ts';
import { requireStaff } from '../../http/access.ts';
import { exportMonthIcs } from './calendar-feed.service.ts';
import {
  getCalendarShare,
  rotateCalendarShare,
  shareCalendarByEmail,
  updateCalendarShare,
} from './calendar-share.service.ts';

const tags = ['calendar'];
const read = { access: 'calendar-share:read' } as const;
const write = { access: 'calendar-share:write' } as const;
// Rotate takes an empty body; an absent body reaches the schema as null.
/** E-mails sent on the venue's behalf: 20 sends (of up to 50 addresses each) an hour per venue. */
export const SHARE_EMAILS_PER_HOUR = 20;

/** The Share & Export tab's calls (decision 015). */
export function calendarShareRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/calendar/share',
      { config: read, schema: { tags, response: { 200: calendarShareSchema } } },
      async (request) => getCalendarShare(deps, requireStaff(request)),
    );
    app.put(
      '/api/calendar/share',
      { config: write, schema: { tags, body: updateCalendarShareSchema, response: { 200: calendarShareSchema } } },
      async (request) => updateCalendarShare(deps, requireStaff(request), request.body),
    );
    app.post(
      '/api/calendar/share/rotate',
      { config: write, schema: { tags, body: emptyBodySchema, response: { 200: calendarShareSchema } } },
      async (request) => rotateCalendarShare(deps, requireStaff(request)),
    );
    app.post(
      '/api/calendar/share/email',
      {
        config: {
          ...write,
          rateLimit: {
            max: SHARE_EMAILS_PER_HOUR,
            timeWindow: '1 hour',
            // The access check ran first (an app-wide hook), so the venue is known: the limit is
            // the venue's, whichever of its staff sends and from wherever.
            keyGenerator: (request) => `venue:${request.actor?.venueId ?? request.ip}`,
          },
        },
        schema: { tags, body: shareByEmailSchema, response: { 200: shareByEmailResultSchema } },
      },
      async (request) => shareCalendarByEmail(deps, requireStaff(request), request.body),
    );
    app.get(
      '/api/calendar/export.ics',
      { config: { access: 'bookings:read' }, schema: { tags, querystring: monthQuerySchema } },
      async (request, reply) => {
        const file = await exportMonthIcs(deps, requireStaff(request), request.query.month);
        return reply
          .type('text/calendar; charset=utf-8')
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'no-store')
          .send(file.body);
      },
    );
  };
}
