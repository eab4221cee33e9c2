import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  emailDeliverySchema,
  idParamsSchema,
  outboxEmailSchema,
  outboxListQuerySchema,
  outboxStatusSchema,
} from '#shared/outbox/outbox.schemas.ts';
import type { AppDeps } from '../../deps.ts';
import { requireStaff } from '../../http/access.ts';
import { sendPage } from '../../http/paging.ts';
import { getOutboxEmail, getOutboxStatus, listOutbox, retryOutboxEmail } from './outbox.service.ts';

export function outboxRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/outbox',
      {
        config: { access: 'outbox:manage' },
        schema: {
          tags: ['outbox'],
          querystring: outboxListQuerySchema,
          response: { 200: z.array(outboxEmailSchema) },
        },
      },
      async (request, reply) => sendPage(reply, await listOutbox(deps, requireStaff(request), request.query)),
    );
    app.get(
      '/api/outbox/status',
      {
        config: { access: 'outbox:manage' },
        schema: { tags: ['outbox'], response: { 200: outboxStatusSchema } },
      },
      async (request) => getOutboxStatus(deps, requireStaff(request)),
    );
    // Public pages promise an e-mail ("we have sent you…") only when one can be sent.
    app.get(
      '/api/public/email-delivery',
      {
        config: { access: 'public', rateLimit: { max: 120, timeWindow: '1 minute' } },
        schema: { tags: ['public'], response: { 200: emailDeliverySchema } },
      },
      async () => ({ enabled: deps.emailEnabled }),
    );
    app.get(
      '/api/outbox/:id',
      {
        config: { access: 'outbox:manage' },
        schema: { tags: ['outbox'], params: idParamsSchema, response: { 200: outboxEmailSchema } },
      },
      async (request) => getOutboxEmail(deps, requireStaff(request), request.params.id),
    );
    app.post(
      '/api/outbox/:id/retry',
      {
        config: { access: 'outbox:manage' },
        schema: { tags: ['outbox'], params: idParamsSchema, response: { 200: outboxEmailSchema } },
      },
      async (request) => retryOutboxEmail(deps, requireStaff(request), request.params.id),
    );
  };
}
