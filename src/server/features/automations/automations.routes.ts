import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  automationInputSchema,
  automationPreviewQuerySchema,
  automationPreviewSchema,
  automationRunSchema,
  automationRunsQuerySchema,
  automationSchema,
} from '#shared/automations/automations.schemas.ts';
import { idParamsSchema } from '#shared/outbox/outbox.schemas.ts';
import type { AppDeps } from '../../deps.ts';
import { requireStaff } from '../../http/access.ts';
import { listAutomationRuns, listAutomations, previewAutomation, updateAutomation } from './automations.service.ts';

const tags = ['automations'];
const read = { access: 'settings:read' } as const;
const write = { access: 'settings:write' } as const;

export function automationRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/automations',
      { config: read, schema: { tags, response: { 200: z.array(automationSchema) } } },
      async (request) => listAutomations(deps, requireStaff(request)),
    );
    app.put(
      '/api/automations/:id',
      {
        config: write,
        schema: { tags, params: idParamsSchema, body: automationInputSchema, response: { 200: automationSchema } },
      },
      async (request) => updateAutomation(deps, requireStaff(request), request.params.id, request.body),
    );
    // Writers preview: it reads the venue's leads and bookings to fill the draft.
    app.post(
      '/api/automations/:id/preview',
      {
        config: write,
        schema: {
          tags,
          params: idParamsSchema,
          querystring: automationPreviewQuerySchema,
          body: automationInputSchema,
          response: { 200: automationPreviewSchema },
        },
      },
      async (request) =>
        previewAutomation(deps, requireStaff(request), request.params.id, request.body, request.query.language),
    );
    app.get(
      '/api/automation-runs',
      {
        config: { access: 'leads:read' },
        schema: { tags, querystring: automationRunsQuerySchema, response: { 200: z.array(automationRunSchema) } },
      },
      async (request) => listAutomationRuns(deps, requireStaff(request), request.query),
    );
  };
}
