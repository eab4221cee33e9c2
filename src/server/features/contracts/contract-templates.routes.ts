import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contractTemplateSchema,
  createContractTemplateSchema,
  updateContractTemplateSchema,
} from '#shared/contracts/contract-templates.schemas.ts';
import { idParamsSchema } from '#shared/outbox/outbox.schemas.ts';
import type { AppDeps } from '../../deps.ts';
import { requireStaff } from '../../http/access.ts';
import { createTemplate, deleteTemplate, listTemplates, updateTemplate } from './contract-templates.service.ts';

const tags = ['contracts'];
const read = { access: 'contracts:read' } as const;
const write = { access: 'contract-templates:write' } as const;

export function contractTemplateRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/contract-templates',
      { config: read, schema: { tags, response: { 200: z.array(contractTemplateSchema) } } },
      async (request) => listTemplates(deps, requireStaff(request)),
    );
    app.post(
      '/api/contract-templates',
      {
        config: write,
        schema: { tags, body: createContractTemplateSchema, response: { 201: contractTemplateSchema } },
      },
      async (request, reply) => reply.status(201).send(await createTemplate(deps, requireStaff(request), request.body)),
    );
    app.patch(
      '/api/contract-templates/:id',
      {
        config: write,
        schema: {
          tags,
          params: idParamsSchema,
          body: updateContractTemplateSchema,
          response: { 200: contractTemplateSchema },
        },
      },
      async (request) => updateTemplate(deps, requireStaff(request), request.params.id, request.body),
    );
    app.delete(
      '/api/contract-templates/:id',
      { config: write, schema: { tags, params: idParamsSchema } },
      async (request, reply) => {
        await deleteTemplate(deps, requireStaff(request), request.params.id);
        return reply.status(204).send();
      },
    );
  };
}
