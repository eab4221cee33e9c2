import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookingListQuerySchema,
  bookingSchema,
  calendarRangeSchema,
  type Booking,
  createBookingSchema,
  updateBookingSchema,
} from '#shared/bookings/bookings.schemas.ts';
import { dailyStatsSchema, monthQuerySchema } from '#shared/calendar/calendar-share.schemas.ts';
import { idParamsSchema } from '#shared/outbox/outbox.schemas.ts';
import type { AppDeps } from '../../deps.ts';
import { requireStaff, requireViewer } from '../../http/access.ts';
import { sendPage } from '../../http/paging.ts';
import {
  createBooking,
  deleteBooking,
  getBooking,
  getDailyStats,
  listBookings,
  listCalendarBookingsJson,
  updateBooking,
} from './bookings.service.ts';

const tags = ['bookings'];
const read = { access: 'bookings:read' } as const;
const write = { access: 'bookings:write' } as const;

export function bookingRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/bookings',
      {
        config: { ...read, clients: 'own' },
        schema: { tags, querystring: bookingListQuerySchema, response: { 200: z.array(bookingSchema) } },
      },
      async (request, reply) => sendPage(reply, await listBookings(deps, requireViewer(request), request.query)),
    );
    app.get(
      '/api/bookings/calendar',
      { config: read, schema: { tags, querystring: calendarRangeSchema, response: { 200: z.array(bookingSchema) } } },
      async (request, reply) => {
        const json = await listCalendarBookingsJson(deps, requireStaff(request), request.query);
        // Fastify sends a JSON string as is (no serializer); the cast only satisfies the type
        // provider. A test checks this JSON equals what GET /api/bookings serialises.
        return reply.type('application/json').send(json as unknown as Booking[]);
      },
    );
    app.get(
      '/api/bookings/daily-stats',
      { config: read, schema: { tags, querystring: monthQuerySchema, response: { 200: dailyStatsSchema } } },
      async (request) => getDailyStats(deps, requireStaff(request), request.query.month),
    );
    app.get(
      '/api/bookings/:id',
      { config: read, schema: { tags, params: idParamsSchema, response: { 200: bookingSchema } } },
      async (request) => getBooking(deps, requireStaff(request), request.params.id),
    );
    app.post(
      '/api/bookings',
      { config: write, schema: { tags, body: createBookingSchema, response: { 201: bookingSchema } } },
      async (request, reply) => reply.status(201).send(await createBooking(deps, requireStaff(request), request.body)),
    );
    app.patch(
      '/api/bookings/:id',
      {
        config: write,
        schema: { tags, params: idParamsSchema, body: updateBookingSchema, response: { 200: bookingSchema } },
      },
      async (request) => updateBooking(deps, requireStaff(request), request.params.id, request.body),
    );
    app.delete(
      '/api/bookings/:id',
      { config: write, schema: { tags, params: idParamsSchema } },
      async (request, reply) => {
        await deleteBooking(deps, requireStaff(request), request.params.id);
        return reply.status(204).send();
      },
    );
  };
}
