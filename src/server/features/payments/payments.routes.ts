import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '#shared/outbox/outbox.schemas.ts';
import { paymentListQuerySchema } from '#shared/payments/payment-list.schemas.ts';
import { paymentRequestResultSchema } from '#shared/payments/payment-requests.schemas.ts';
import {
  confirmTestPaymentSchema,
  createPaymentIntentSchema,
  createPaymentSchema,
  paymentExceptionSchema,
  paymentIntentSchema,
  paymentScheduleSchema,
  paymentSchema,
  paymentSetupSchema,
  refundPaymentSchema,
  stripeOnboardingSchema,
  updatePaymentSchema,
} from '#shared/payments/payments.schemas.ts';
import type { AppDeps } from '../../deps.ts';
import { requireStaff, requireViewer } from '../../http/access.ts';
import { sendPage } from '../../http/paging.ts';
import { confirmTestPayment, createPaymentIntent } from './checkout.service.ts';
import {
  listPaymentExceptions,
  resolvePaymentException,
  retryPaymentExceptionRefund,
} from './payment-exceptions.service.ts';
import { payPageRoutes } from './pay-page.routes.ts';
import { requestPayment } from './payment-requests.service.ts';
import { createPaymentSchedule, replacePaymentSchedule } from './payment-schedule.service.ts';
import { createPayment, deletePayment, listPayments, updatePayment } from './payments.service.ts';
import { refundPayment } from './refunds.service.ts';
import { getPaymentSetup, refreshStripeAccount, startStripeOnboarding } from './stripe-connect.service.ts';

const tags = ['payments'];
const read = { access: 'payments:read' } as const;
const write = { access: 'payments:write' } as const;
const refund = { access: 'payments:refund' } as const;
const connect = { access: 'payments:connect' } as const;

export function paymentRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(payPageRoutes(deps));
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
    app.delete(
      '/api/payments/:id',
      { config: write, schema: { tags, params: idParamsSchema } },
      async (request, reply) => {
        await deletePayment(deps, requireStaff(request), request.params.id);
        return reply.status(204).send();
      },
    );
    // Request Payment: e-mails the couple a way to pay it (decision 059).
    app.post(
      '/api/payments/:id/request',
      {
        config: { ...write, rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: { tags, params: idParamsSchema, response: { 200: paymentRequestResultSchema } },
      },
      async (request) => requestPayment(deps, requireStaff(request), request.params.id),
    );
    app.post(
      '/api/payments/:id/refunds',
      {
        config: refund,
        schema: { tags, params: idParamsSchema, body: refundPaymentSchema, response: { 200: paymentSchema } },
      },
      async (request) => refundPayment(deps, requireStaff(request), request.params.id, request.body),
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
    app.put(
      '/api/bookings/:id/payment-schedule',
      {
        config: write,
        schema: {
          tags,
          params: idParamsSchema,
          body: paymentScheduleSchema,
          response: { 200: z.array(paymentSchema) },
        },
      },
      async (request) => replacePaymentSchedule(deps, requireStaff(request), request.params.id, request.body),
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
    app.get(
      '/api/payments/exceptions',
      { config: read, schema: { tags, response: { 200: z.array(paymentExceptionSchema) } } },
      async (request) => listPaymentExceptions(deps, requireStaff(request)),
    );
    app.post(
      '/api/payments/exceptions/:id/refund',
      { config: refund, schema: { tags, params: idParamsSchema } },
      async (request, reply) => {
        await retryPaymentExceptionRefund(deps, requireStaff(request), request.params.id);
        return reply.status(204).send();
      },
    );
    app.post(
      '/api/payments/exceptions/:id/resolve',
      { config: refund, schema: { tags, params: idParamsSchema } },
      async (request, reply) => {
        await resolvePaymentException(deps, requireStaff(request), request.params.id);
        return reply.status(204).send();
      },
    );
    app.get(
      '/api/payments/setup',
      { config: read, schema: { tags, response: { 200: paymentSetupSchema } } },
      async (request) => getPaymentSetup(deps, requireStaff(request)),
    );
    app.post(
      '/api/payments/setup/stripe-onboarding',
      { config: connect, schema: { tags, response: { 200: stripeOnboardingSchema } } },
      async (request) => startStripeOnboarding(deps, requireStaff(request)),
    );
    app.post(
      '/api/payments/setup/stripe-refresh',
      { config: connect, schema: { tags, response: { 200: paymentSetupSchema } } },
      async (request) => refreshStripeAccount(deps, requireStaff(request)),
    );
  };
}
