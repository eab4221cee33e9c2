import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  contractAuditSchema,
  contractCountsSchema,
  contractListQuerySchema,
  contractRefParamsSchema,
  contractSchema,
  countersignContractSchema,
  createContractSchema,
  SIGNATURE_MAX_BYTES,
  updateContractSchema,
} from '#shared/contracts/contracts.schemas.ts';
import type { AppDeps } from '../../deps.ts';
import { attachmentDisposition } from './signed-pdf-name.ts';
import { emptyBodySchema } from '../../http/empty-body.ts';
import { requireStaff, requireViewer } from '../../http/access.ts';
import { sendPage } from '../../http/paging.ts';
import {
  countContracts,
  createContract,
  downloadSignedPdf,
  getContract,
  getContractAudit,
  listContracts,
  revokeContract,
  sendContract,
  updateContract,
  type StaffRequest,
} from './contracts.service.ts';
import { countersignContract } from './contract-countersign.service.ts';

const tags = ['contracts'];
const read = { access: 'contracts:read' } as const;
const write = { access: 'contracts:write' } as const;
const countersign = { access: 'contracts:countersign' } as const;
const params = contractRefParamsSchema;
// Send and revoke take an empty body (spec §7); an absent body reaches the schema as null.

/** The actor and where the request came from (request.ip honours TRUST_PROXY only). */
export function staffRequest(request: FastifyRequest): StaffRequest {
  return { actor: requireStaff(request), ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}

export function contractRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/contracts',
      {
        config: { ...read, clients: 'own' },
        schema: { tags, querystring: contractListQuerySchema, response: { 200: z.array(contractSchema) } },
      },
      async (request, reply) => sendPage(reply, await listContracts(deps, requireViewer(request), request.query)),
    );
    app.get(
      '/api/contracts/counts',
      { config: read, schema: { tags, response: { 200: contractCountsSchema } } },
      async (request) => countContracts(deps, requireStaff(request)),
    );
    app.get(
      '/api/contracts/:id',
      { config: read, schema: { tags, params, response: { 200: contractSchema } } },
      async (request) => getContract(deps, requireStaff(request), request.params.id),
    );
    app.post(
      '/api/contracts',
      { config: write, schema: { tags, body: createContractSchema, response: { 201: contractSchema } } },
      async (request, reply) => reply.status(201).send(await createContract(deps, staffRequest(request), request.body)),
    );
    app.patch(
      '/api/contracts/:id',
      { config: write, schema: { tags, params, body: updateContractSchema, response: { 200: contractSchema } } },
      async (request) => updateContract(deps, requireStaff(request), request.params.id, request.body),
    );
    app.post(
      '/api/contracts/:id/send',
      { config: write, schema: { tags, params, body: emptyBodySchema, response: { 200: contractSchema } } },
      async (request) => sendContract(deps, staffRequest(request), request.params.id),
    );
    app.post(
      '/api/contracts/:id/revoke',
      { config: write, schema: { tags, params, body: emptyBodySchema, response: { 200: contractSchema } } },
      async (request) => revokeContract(deps, staffRequest(request), request.params.id),
    );
    app.post(
      '/api/contracts/:id/countersign',
      {
        config: countersign,
        // A drawn signature of up to 1 MB arrives base64-encoded in JSON: a third more.
        bodyLimit: Math.ceil(SIGNATURE_MAX_BYTES * 1.4) + 16_384,
        schema: { tags, params, body: countersignContractSchema, response: { 200: contractSchema } },
      },
      async (request) => countersignContract(deps, staffRequest(request), request.params.id, request.body),
    );
    app.get(
      '/api/contracts/:id/audit',
      { config: read, schema: { tags, params, response: { 200: contractAuditSchema } } },
      async (request) => getContractAudit(deps, requireStaff(request), request.params.id),
    );
    app.get(
      '/api/contracts/:id/pdf',
      { config: { ...read, clients: 'own' }, schema: { tags, params } },
      async (request, reply) => {
        const viewer = requireViewer(request);
        const origin = { viewer, ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
        const { pdf, fileName } = await downloadSignedPdf(deps, origin, request.params.id);
        return reply
          .type('application/pdf')
          .header('content-disposition', attachmentDisposition(fileName))
          .header('cache-control', 'no-store')
          .send(pdf);
      },
    );
  };
}
