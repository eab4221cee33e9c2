import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  loginResponseSchema,
  loginSchema,
  registerResponseSchema,
  registerSchema,
  userSchema,
  verifyEmailResponseSchema,
  verifyEmailSchema,
} from '#shared/auth/auth.schemas.ts';
import type { AppDeps } from '../../deps.ts';
import { requireActor } from '../../http/access.ts';
import { getProfile, login, logout, registerUser } from './auth.service.ts';
import { verifyEmail } from './email-verification.service.ts';

export function authRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/auth/register',
      {
        config: { access: 'public', rateLimit: { max: deps.config.signupsPerHourPerAddress, timeWindow: '1 hour' } },
        schema: { tags: ['auth'], body: registerSchema, response: { 201: registerResponseSchema } },
      },
      async (request, reply) => {
        const user = await registerUser(deps, request.body);
        return reply.status(201).send({ user });
      },
    );
    app.post(
      '/api/auth/verify-email',
      {
        config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 hour' } },
        schema: {
          tags: ['auth'],
          body: verifyEmailSchema,
          response: { 200: verifyEmailResponseSchema },
        },
      },
      async (request) => verifyEmail(deps, request.body.token),
    );
    app.post(
      '/api/auth/login',
      {
        // A second layer under the per-email and per-address failure limits of the service.
        config: {
          access: 'public',
          rateLimit: { max: deps.config.signinsPerMinutePerAddress, timeWindow: '1 minute' },
        },
        schema: { tags: ['auth'], body: loginSchema, response: { 200: loginResponseSchema } },
      },
      async (request) =>
        login(deps, request.body, { ip: request.ip, userAgent: request.headers['user-agent'] ?? null }),
    );
    app.post(
      '/api/auth/logout',
      { config: { access: 'signed-in' }, schema: { tags: ['auth'] } },
      async (request, reply) => {
        await logout(deps, requireActor(request));
        return reply.status(204).send();
      },
    );
    app.get(
      '/api/user/profile',
      { config: { access: 'signed-in' }, schema: { tags: ['auth'], response: { 200: userSchema } } },
      async (request) => getProfile(deps, requireActor(request)),
    );
  };
}
