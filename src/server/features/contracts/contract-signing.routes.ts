import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  contractRefParamsSchema,
  publicContractSchema,
  SIGNATURE_MAX_BYTES,
  signContractSchema,
} from '#shared/contracts/contracts.schemas.ts';
import type { AppDeps } from '../../deps.ts';
import { attachmentDisposition } from './signed-pdf-name.ts';
import {
  downloadPublicSignedPdf,
  getPublicContract,
  recordContractView,
  signContract,
  type VisitorRequest,
} from './contract-signing.service.ts';

const tags = ['public'];
// The route's {id} is the signing token (spec §7 says {contractId}; a contract id answers 404).
const params = contractRefParamsSchema;
const publicAccess = (max: number, timeWindow: string) =>
  ({ access: 'public', rateLimit: { max, timeWindow } }) as const;

function visitor(request: FastifyRequest): VisitorRequest {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null, actor: request.actor };
}

export function contractSigningRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/contracts/:id/public',
      { config: publicAccess(120, '1 minute'), schema: { tags, params, response: { 200: publicContractSchema } } },
      async (request) => getPublicContract(deps, request.params.id, request.actor),
    );
    app.post(
      '/api/contracts/:id/view',
      {
        config: publicAccess(60, '1 minute'),
        schema: { tags, params, body: z.object({}).nullish(), response: { 200: publicContractSchema } },
      },
      async (request) => recordContractView(deps, request.params.id, visitor(request)),
    );
    app.post(
      '/api/contracts/:id/sign',
      {
        config: publicAccess(10, '10 minutes'),
        // A drawn signature of up to 1 MB arrives base64-encoded in JSON: a third more.
        bodyLimit: Math.ceil(SIGNATURE_MAX_BYTES * 1.4) + 16_384,
        schema: { tags, params, body: signContractSchema, response: { 200: publicContractSchema } },
      },
      async (request) => signContract(deps, request.params.id, request.body, visitor(request)),
    );
    app.get(
      '/api/contracts/:id/public/pdf',
      { config: publicAccess(30, '1 minute'), schema: { tags, params } },
      async (request, reply) => {
        const { pdf, fileName } = await downloadPublicSignedPdf(deps, request.params.id, visitor(request));
        return reply.type('application/pdf').header('content-disposition', attachmentDisposition(fileName)).send(pdf);
      },
    );
  };
}
