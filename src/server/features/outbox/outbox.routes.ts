import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, outboxEmailSchema } from '#shared/outbox/outbox.schemas.ts';
import type { AppDeps } from '../../deps.ts';
import { requireStaff } from '../../http/access.ts';
import { getOutboxEmail, listOutbox, retryOutboxEmail } from './outbox.service.ts';

export function outboxRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/outbox',
      {
        config: { access: 'outbox:manage' },
        schema: { tags: ['outbox'], response: { 200: z.array(outboxEmailSchema) } },
      },
      async (request) => listOutbox(deps, requireStaff(request)),
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
