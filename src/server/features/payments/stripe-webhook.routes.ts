import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { handleStripeWebhook } from './stripe-webhook.service.ts';

/**
 * POST /api/webhooks/stripe. Stripe signs the exact bytes it sent, so this route, in a scope of
 * its own, takes JSON bodies as raw Buffers instead of parsed objects.
 */
export function stripeWebhookRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    app.post(
      '/api/webhooks/stripe',
      { config: { access: 'public', rawBody: true }, schema: { tags: ['payments'] } },
      async (request) => {
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['stripe-signature'];
        const outcome = await handleStripeWebhook(deps, rawBody, typeof signature === 'string' ? signature : undefined);
        return { received: true, outcome };
      },
    );
  };
}
