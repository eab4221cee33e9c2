import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { payPagePaidSchema, payPageSchema, payTokenParamsSchema } from '#shared/payments/payment-requests.schemas.ts';
import { confirmTestPaymentSchema, paymentIntentSchema } from '#shared/payments/payments.schemas.ts';
import type { AppDeps } from '../../deps.ts';
import { confirmPayPageTestPayment, getPayPage, startPayPageCheckout } from './pay-page.service.ts';

const tags = ['public'];
const params = payTokenParamsSchema;
const publicAccess = (max: number) => ({ access: 'public', rateLimit: { max, timeWindow: '1 minute' } }) as const;

/** The pay page's calls (/pay/{token}): the link's token is the key (decision 059). */
export function payPageRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/public/pay/:token',
      { config: publicAccess(60), schema: { tags, params, response: { 200: payPageSchema } } },
      async (request) => getPayPage(deps, request.params.token),
    );
    app.post(
      '/api/public/pay/:token/checkout',
      { config: publicAccess(20), schema: { tags, params, response: { 200: paymentIntentSchema } } },
      async (request) => startPayPageCheckout(deps, request.params.token),
    );
    app.post(
      '/api/public/pay/:token/confirm-test',
      {
        config: publicAccess(10),
        schema: { tags, params, body: confirmTestPaymentSchema, response: { 200: payPagePaidSchema } },
      },
      async (request) => confirmPayPageTestPayment(deps, request.params.token, request.body),
    );
  };
}
