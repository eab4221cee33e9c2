import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/** The body of an action that takes none (send, rotate, invite): nothing, or an empty object. */
export const emptyBodySchema = z.object({}).nullish();

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads its body as raw bytes (the Stripe webhook), so no body schema applies. */
    rawBody?: boolean;
  }
}

/**
 * A write route that declares no body takes none: an array or a string where nothing belongs is
 * a 400, as a wrong body is on every other route, rather than being ignored. Set here once, so a
 * route added later cannot forget it.
 */
export function refuseUndeclaredBodies(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.config?.rawBody || route.schema?.body) return;
    const writes = [route.method].flat().some((method) => method === 'POST' || method === 'PUT' || method === 'PATCH');
    if (writes) route.schema = { ...route.schema, body: emptyBodySchema };
  });
}
