import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '#shared/errors.ts';
import { LanguageModelError } from '../ai/language-model.ts';
import { AppError, getSqlState, statusByCode } from '../errors.ts';

/**
 * The one error handler: validation → 400 with field errors, AppError → its status,
 * constraint violations → 409, values PostgreSQL refuses → 400, a transaction it rolled back → 503 to
 * retry, framework client errors → their 4xx, anything else → 500.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || '_';
        (fieldErrors[field] ??= []).push(issue.message ?? 'Invalid value');
      }
      const first = error.validation[0]?.message ?? 'Invalid request';
      return send(400, { code: 'VALIDATION_FAILED', message: first, fieldErrors });
    }
    if (error instanceof AppError) {
      void reply.headers(error.headers);
      const { code, message, fieldErrors } = error;
      return send(statusByCode[code], fieldErrors ? { code, message, fieldErrors } : { code, message });
    }
    if (error instanceof LanguageModelError) {
      // A route that calls the model says what failed in its own words; this is the backstop.
      request.log.warn({ err: error, reqId: request.id }, 'language model failed');
      return send(502, {
        code: 'LANGUAGE_MODEL_FAILED',
        message: 'The language model could not answer. Please try again.',
      });
    }
    const sqlState = getSqlState(error);
    if (sqlState === '23505' || sqlState === '23P01') {
      return send(409, { code: 'CONFLICT', message: 'This conflicts with an existing record' });
    }
    if (sqlState === '23503' || sqlState === '23001') {
      // A row still points at the one being removed (or a write points at one that is gone).
      return send(409, { code: 'CONFLICT', message: 'Other records depend on this one' });
    }
    // Backstop for input the schemas let through but PostgreSQL refuses: class 22 is "data
    // exception" (out of range, invalid format, NUL in text), 54000 an index row too large.
    if (sqlState?.startsWith('22') || sqlState === '54000') {
      request.log.warn({ err: error, reqId: request.id }, 'database refused a value');
      return send(400, { code: 'BAD_REQUEST', message: 'A value in the request is out of range or not valid' });
    }
    // Class 40 (a deadlock victim, a serialisation failure): the transaction was rolled back, so
    // nothing was written and the same request can simply be sent again.
    if (sqlState?.startsWith('40')) {
      request.log.warn({ err: error, reqId: request.id }, 'transaction rolled back by the database');
      void reply.header('retry-after', '1');
      return send(503, {
        code: 'UNAVAILABLE',
        message: 'Another change got in the way and nothing was saved. Please try again.',
      });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return send(413, { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large (limit 1 MB)' });
    }
    if (error.statusCode === 429) {
      return send(429, { code: 'RATE_LIMITED', message: 'Too many requests. Please try again later.' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, unsupported content types and similar framework-level refusals.
      return send(error.statusCode, { code: 'BAD_REQUEST', message: error.message });
    }
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return send(500, {
      code: 'INTERNAL',
      message: `Something went wrong. Please try again. (request ${request.id})`,
    });

    function send(status: number, body: ErrorBody) {
      return reply.status(status).send(body);
    }
  });
}
