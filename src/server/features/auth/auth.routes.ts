import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordSchema,
  emailVerificationRequestSchema,
  loginResponseSchema,
  loginSchema,
  registerResponseSchema,
  registerSchema,
  userSchema,
} from '#shared/auth/auth.schemas.ts';
import type { AppDeps } from '../../deps.ts';
import { requireActor } from '../../http/access.ts';
import { accountLinkRoutes } from './account-links.routes.ts';
import { getProfile, login, logout, registerUser } from './auth.service.ts';
import { resendEmailVerification } from './email-verification.service.ts';
import { changePassword } from './password-change.service.ts';

const tags = ['auth'];

export function authRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/auth/register',
      {
        config: { access: 'public', rateLimit: { max: deps.config.signupsPerHourPerAddress, timeWindow: '1 hour' } },
        schema: { tags, body: registerSchema, response: { 201: registerResponseSchema } },
      },
      async (request, reply) => {
        const user = await registerUser(deps, request.body);
        return reply.status(201).send({ user });
      },
    );
    app.post(
      '/api/auth/login',
      {
        // A second layer under the per-email and per-address failure limits of the service.
        config: {
          access: 'public',
          rateLimit: { max: deps.config.signinsPerMinutePerAddress, timeWindow: '1 minute' },
        },
        schema: { tags, body: loginSchema, response: { 200: loginResponseSchema } },
      },
      async (request) =>
        login(deps, request.body, { ip: request.ip, userAgent: request.headers['user-agent'] ?? null }),
    );
    app.post('/api/auth/logout', { config: { access: 'signed-in' }, schema: { tags } }, async (request, reply) => {
      await logout(deps, requireActor(request));
      return reply.status(204).send();
    });
    app.get(
      '/api/user/profile',
      { config: { access: 'signed-in' }, schema: { tags, response: { 200: userSchema } } },
      async (request) => getProfile(deps, requireActor(request)),
    );
    app.put(
      '/api/user/password',
      { config: { access: 'signed-in' }, schema: { tags, body: changePasswordSchema } },
      async (request, reply) => {
        const meta = { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
        await changePassword(deps, requireActor(request), request.body, meta);
        return reply.status(204).send();
      },
    );
    app.post(
      '/api/user/email-verification',
      // No body at all (as before, Fastify reads it as null) asks in the account's language.
      { config: { access: 'signed-in' }, schema: { tags, body: emailVerificationRequestSchema.nullish() } },
      async (request, reply) => {
        await resendEmailVerification(deps, requireActor(request), request.body?.language);
        return reply.status(202).send();
      },
    );
    await app.register(accountLinkRoutes(deps));
  };
}
