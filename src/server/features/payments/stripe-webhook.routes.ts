import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { handleStripeWebhook } from './stripe-webhook.service.ts';

/**
 * Webhook deliveries allowed from one address a minute. Stripe sends an account's events from a
 * few addresses of its own, one delivery per event, and a venue's busiest minute (a run of
 * payments, or Stripe's redeliveries after an outage) is a few dozen; a stranger posting
 * megabyte bodies is stopped after 300.
 */
export const STRIPE_WEBHOOKS_PER_MINUTE = 300;

/**
 * POST /api/webhooks/stripe. Stripe signs the exact bytes it sent, so this route, in a scope of
 * its own, takes JSON bodies as raw Buffers instead of parsed objects.
 */
export function stripeWebhookRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    app.post(
      '/api/webhooks/stripe',
      {
        config: {
          access: 'public',
          rawBody: true,
          rateLimit: { max: STRIPE_WEBHOOKS_PER_MINUTE, timeWindow: '1 minute' },
        },
        schema: { tags: ['payments'] },
        // Without Stripe there is no webhook: answered before the body is read or the request
        // counted (onRequest runs before body parsing, and before the rate limit's own hook).
        onRequest: async () => {
          if (!deps.config.stripe) throw new AppError('NOT_FOUND', 'Stripe is not configured');
        },
      },
      async (request) => {
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['stripe-signature'];
        const outcome = await handleStripeWebhook(deps, rawBody, typeof signature === 'string' ? signature : undefined);
        return { received: true, outcome };
      },
    );
  };
}
