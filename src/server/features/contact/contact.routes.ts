import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactMessageResponseSchema, contactMessageSchema } from '#shared/contact/contact.schemas.ts';
import type { AppDeps } from '../../deps.ts';
import { sendContactMessage } from './contact.service.ts';

/** Messages per minute a visitor (IP) may send; enough for a person, too few for a flood. */
export const CONTACT_RATE_LIMIT = 5;

export function contactRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/contact',
      {
        config: { access: 'public', rateLimit: { max: CONTACT_RATE_LIMIT, timeWindow: '1 minute' } },
        schema: { tags: ['contact'], body: contactMessageSchema, response: { 201: contactMessageResponseSchema } },
      },
      async (request, reply) => {
        const created = await sendContactMessage(deps, request.body, { ip: request.ip });
        return reply.status(201).send(created);
      },
    );
  };
}
