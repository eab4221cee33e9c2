import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookingSchema } from '#shared/bookings/bookings.schemas.ts';
import {
  convertLeadSchema,
  createLeadSchema,
  leadCountsSchema,
  leadListQuerySchema,
  leadMatchesSchema,
  leadSchema,
  updateLeadSchema,
  type Lead,
} from '#shared/leads/leads.schemas.ts';
import {
  leadReplyDraftSchema,
  replyDraftRequestSchema,
  sendLeadReplySchema,
} from '#shared/leads/lead-reply.schemas.ts';
import { idParamsSchema } from '#shared/outbox/outbox.schemas.ts';
import type { AppDeps } from '../../deps.ts';
import { requireStaff } from '../../http/access.ts';
import {
  convertLead,
  countLeads,
  createLead,
  deleteLead,
  getLead,
  getLeadMatches,
  listLeadsJson,
  updateLead,
} from './leads.service.ts';
import { draftLeadReply, sendLeadReply } from './lead-reply.service.ts';

const tags = ['leads'];
const read = { access: 'leads:read' } as const;
const write = { access: 'leads:write' } as const;

export function leadRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/leads',
      { config: read, schema: { tags, querystring: leadListQuerySchema, response: { 200: z.array(leadSchema) } } },
      async (request, reply) => {
        const { body, total } = await listLeadsJson(deps, requireStaff(request), request.query);
        // PostgreSQL built the JSON (see leads.repo.ts); a test checks it equals leadSchema's.
        return reply
          .header('x-total-count', String(total))
          .type('application/json')
          .send(body as unknown as Lead[]);
      },
    );
    app.get(
      '/api/leads/counts',
      { config: read, schema: { tags, response: { 200: leadCountsSchema } } },
      async (request) => countLeads(deps, requireStaff(request)),
    );
    app.get(
      '/api/leads/:id',
      { config: read, schema: { tags, params: idParamsSchema, response: { 200: leadSchema } } },
      async (request) => getLead(deps, requireStaff(request), request.params.id),
    );
    app.get(
      '/api/leads/:id/matches',
      { config: read, schema: { tags, params: idParamsSchema, response: { 200: leadMatchesSchema } } },
      async (request) => getLeadMatches(deps, requireStaff(request), request.params.id),
    );
    app.post(
      '/api/leads',
      { config: write, schema: { tags, body: createLeadSchema, response: { 201: leadSchema } } },
      async (request, reply) => reply.status(201).send(await createLead(deps, requireStaff(request), request.body)),
    );
    app.patch(
      '/api/leads/:id',
      {
        config: write,
        schema: { tags, params: idParamsSchema, body: updateLeadSchema, response: { 200: leadSchema } },
      },
      async (request) => updateLead(deps, requireStaff(request), request.params.id, request.body),
    );
    app.delete(
      '/api/leads/:id',
      { config: write, schema: { tags, params: idParamsSchema } },
      async (request, reply) => {
        await deleteLead(deps, requireStaff(request), request.params.id);
        return reply.status(204).send();
      },
    );
    app.post(
      '/api/leads/:id/convert',
      {
        config: write,
        schema: {
          tags,
          params: idParamsSchema,
          body: convertLeadSchema,
          response: { 201: z.object({ lead: leadSchema, booking: bookingSchema }) },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await convertLead(deps, requireStaff(request), request.params.id, request.body)),
    );
    app.post(
      '/api/leads/:id/reply-draft',
      {
        config: write,
        schema: {
          tags,
          params: idParamsSchema,
          body: replyDraftRequestSchema,
          response: { 200: leadReplyDraftSchema },
        },
      },
      async (request) => draftLeadReply(deps, requireStaff(request), request.params.id, request.body),
    );
    app.post(
      '/api/leads/:id/reply',
      {
        config: write,
        schema: { tags, params: idParamsSchema, body: sendLeadReplySchema, response: { 200: leadSchema } },
      },
      async (request) => sendLeadReply(deps, requireStaff(request), request.params.id, request.body),
    );
  };
}
