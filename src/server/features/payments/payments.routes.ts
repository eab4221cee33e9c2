import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '#shared/outbox/outbox.schemas.ts';
import { paymentListQuerySchema } from '#shared/payments/payment-list.schemas.ts';
import {
  confirmTestPaymentSchema,
  createPaymentIntentSchema,
  createPaymentSchema,
  paymentConfigSchema,
  paymentIntentSchema,
  paymentScheduleSchema,
  paymentSchema,
  updatePaymentSchema,
} from '#shared/payments/payments.schemas.ts';
import type { AppDeps } from '../../deps.ts';
import { requireStaff, requireViewer } from '../../http/access.ts';
import { sendPage } from '../../http/paging.ts';
import { confirmTestPayment, createPaymentIntent, getPaymentConfig } from './checkout.service.ts';
import { createPayment, createPaymentSchedule, listPayments, updatePayment } from './payments.service.ts';

const tags = ['payments'];
const read = { access: 'payments:read' } as const;
const write = { access: 'payments:write' } as const;

export function paymentRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/payments',
      {
        config: { ...read, clients: 'own' },
        schema: { tags, querystring: paymentListQuerySchema, response: { 200: z.array(paymentSchema) } },
      },
      async (request, reply) => sendPage(reply, await listPayments(deps, requireViewer(request), request.query)),
    );
    app.post(
      '/api/payments',
      { config: write, schema: { tags, body: createPaymentSchema, response: { 201: paymentSchema } } },
      async (request, reply) => reply.status(201).send(await createPayment(deps, requireStaff(request), request.body)),
    );
    app.patch(
      '/api/payments/:id',
      {
        config: write,
        schema: { tags, params: idParamsSchema, body: updatePaymentSchema, response: { 200: paymentSchema } },
      },
      async (request) => updatePayment(deps, requireStaff(request), request.params.id, request.body),
    );
    app.post(
      '/api/bookings/:id/payment-schedule',
      {
        config: write,
        schema: {
          tags,
          params: idParamsSchema,
          body: paymentScheduleSchema,
          response: { 201: z.array(paymentSchema) },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await createPaymentSchedule(deps, requireStaff(request), request.params.id, request.body)),
    );
    app.get(
      '/api/payments/config',
      { config: { access: 'public' }, schema: { tags, response: { 200: paymentConfigSchema } } },
      async () => getPaymentConfig(deps),
    );
    app.post(
      '/api/create-payment-intent',
      {
        config: { ...write, clients: 'own' },
        schema: { tags, body: createPaymentIntentSchema, response: { 200: paymentIntentSchema } },
      },
      async (request) => createPaymentIntent(deps, requireViewer(request), request.body),
    );
    app.post(
      '/api/payments/:id/confirm-test',
      {
        config: { ...write, clients: 'own', rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: { tags, params: idParamsSchema, body: confirmTestPaymentSchema, response: { 200: paymentSchema } },
      },
      async (request) => confirmTestPayment(deps, requireViewer(request), request.params.id, request.body),
    );
  };
}
