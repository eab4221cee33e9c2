import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/client.ts';
import { countRequest } from './rate-limits.repo.ts';

interface RouteInfo {
  method?: string | string[];
  url?: string;
}

/**
 * A store for @fastify/rate-limit that counts in PostgreSQL instead of process memory, so the
 * per-address limits (sign-up, contact, sign-in) hold across every instance behind a load
 * balancer (DESIGN §5). Each route counts under its own prefix, as the plugin's Redis store does.
 */
export function createPostgresRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = 'global:',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      countRequest(db, `${this.prefix}${key}`, timeWindow).then(
        ({ hits, ttl }) => callback(null, { current: hits, ttl }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin passes its merged route settings, which carry the route as `routeInfo`.
      const { method, url } = (routeOptions as unknown as { routeInfo?: RouteInfo }).routeInfo ?? {};
      return new PostgresRateLimitStore(null, `${[method].flat().join(',')} ${url}:`);
    }
  }
  return PostgresRateLimitStore;
}
