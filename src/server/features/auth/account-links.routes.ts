import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountLinkParamsSchema,
  accountLinkPreviewSchema,
  loginResponseSchema,
  PASSWORD_RESET_REQUESTED_MESSAGE,
  passwordResetRequestedSchema,
  passwordResetRequestSchema,
  resetPasswordSchema,
  verifyEmailSchema,
} from '#shared/auth/auth.schemas.ts';
import type { AppDeps } from '../../deps.ts';
import { claimAccount, getAccountLinkPreview } from './account-claim.service.ts';
import { requestPasswordReset } from './password-reset.service.ts';

const tags = ['auth'];
/** Public calls that carry or ask for an e-mailed link: limited per address, against guessing and flooding. */
const publicLink = { access: 'public', rateLimit: { max: 20, timeWindow: '1 hour' } } as const;

/** The links e-mailed to an address that prove it: sign-up's verification and password resets (decision 025). */
export function accountLinkRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/auth/verify-email/:token',
      {
        config: publicLink,
        schema: { tags, params: accountLinkParamsSchema, response: { 200: accountLinkPreviewSchema } },
      },
      async (request) => getAccountLinkPreview(deps, 'verify-email', request.params.token),
    );
    app.post(
      '/api/auth/verify-email',
      { config: publicLink, schema: { tags, body: verifyEmailSchema, response: { 200: loginResponseSchema } } },
      async (request) => {
        const meta = { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
        return claimAccount(deps, 'verify-email', request.body.token, request.body.password, meta);
      },
    );
    app.post(
      '/api/auth/password-reset',
      {
        config: publicLink,
        schema: { tags, body: passwordResetRequestSchema, response: { 202: passwordResetRequestedSchema } },
      },
      async (request, reply) => {
        await requestPasswordReset(deps, request.body);
        return reply.status(202).send({ message: PASSWORD_RESET_REQUESTED_MESSAGE });
      },
    );
    app.get(
      '/api/auth/password-reset/:token',
      {
        config: publicLink,
        schema: { tags, params: accountLinkParamsSchema, response: { 200: accountLinkPreviewSchema } },
      },
      async (request) => getAccountLinkPreview(deps, 'reset-password', request.params.token),
    );
    app.post(
      '/api/auth/password-reset/:token',
      {
        config: publicLink,
        schema: {
          tags,
          params: accountLinkParamsSchema,
          body: resetPasswordSchema,
          response: { 200: loginResponseSchema },
        },
      },
      async (request) => {
        const meta = { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
        return claimAccount(deps, 'reset-password', request.params.token, request.body.password, meta);
      },
    );
  };
}
