import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';

export function healthRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/health',
      {
        config: { access: 'public' },
        schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok') }) } },
      },
      async () => {
        try {
          await deps.db.execute(sql`select 1`);
        } catch {
          throw new AppError('UNAVAILABLE', 'Database unavailable');
        }
        return { status: 'ok' as const };
      },
    );
  };
}
