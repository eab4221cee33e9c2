import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '#shared/outbox/outbox.schemas.ts';
import { clientAccessSchema } from '#shared/team/client-access.schemas.ts';
import type { AppDeps } from '../../deps.ts';
import { requireStaff } from '../../http/access.ts';
import { getClientAccess, grantClientAccess, revokeClientAccess } from './client-access.service.ts';

const tags = ['team'];

/** A booking's client portal access, in its details: who has it; give it to a verified account; take it back. */
export function clientAccessRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/bookings/:id/client-access',
      {
        config: { access: 'bookings:read' },
        schema: { tags, params: idParamsSchema, response: { 200: clientAccessSchema } },
      },
      async (request) => getClientAccess(deps, requireStaff(request), request.params.id),
    );
    app.post(
      '/api/bookings/:id/client-access',
      {
        config: { access: 'bookings:write' },
        schema: { tags, params: idParamsSchema, response: { 200: clientAccessSchema } },
      },
      async (request) => grantClientAccess(deps, requireStaff(request), request.params.id),
    );
    app.delete(
      '/api/bookings/:id/client-access',
      { config: { access: 'bookings:write' }, schema: { tags, params: idParamsSchema } },
      async (request, reply) => {
        await revokeClientAccess(deps, requireStaff(request), request.params.id);
        return reply.status(204).send();
      },
    );
  };
}
