import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  portalClientParamsSchema,
  portalClientRowSchema,
  portalClientsQuerySchema,
  portalPreviewSchema,
} from '#shared/portal/portal-clients.schemas.ts';
import type { AppDeps } from '../../deps.ts';
import { requireActor, requireStaff } from '../../http/access.ts';
import { sendPage } from '../../http/paging.ts';
import { getPortalPreview, listPortalClients, recordPortalVisit } from './portal-clients.service.ts';

const tags = ['client portal'];

/**
 * The portal as staff see it (decision 043): the venue's clients, who is invited and who joined,
 * and a read-only preview of one client's portal; and the client's own visit, noted.
 */
export function portalClientRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/portal/clients',
      {
        config: { access: 'portal-clients:read' },
        schema: { tags, querystring: portalClientsQuerySchema, response: { 200: z.array(portalClientRowSchema) } },
      },
      async (request, reply) => sendPage(reply, await listPortalClients(deps, requireStaff(request), request.query)),
    );
    app.get(
      '/api/portal/clients/:clientId/preview',
      {
        config: { access: 'portal-clients:read' },
        schema: { tags, params: portalClientParamsSchema, response: { 200: portalPreviewSchema } },
      },
      async (request) => getPortalPreview(deps, requireStaff(request), request.params.clientId),
    );
    // Signed-in, not staff: the client's own call; the service refuses anyone else.
    app.post('/api/portal/visits', { config: { access: 'signed-in' }, schema: { tags } }, async (request, reply) => {
      await recordPortalVisit(deps, requireActor(request));
      return reply.status(204).send();
    });
  };
}
