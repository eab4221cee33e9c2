import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';

export const UNSAFE_TEXT_MESSAGE = 'Remove the NUL or unpaired surrogate characters from this text';

// NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSAFE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Refuses, before any route sees it, text that PostgreSQL cannot store (NUL in text) or that is
 * not valid Unicode (lone surrogates), anywhere in the body, query or path: 400 with the field.
 * One guard for every route, present and future, instead of a rule in each schema.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    // A raw-body route (the Stripe webhook) verifies its bytes itself and never stores them as
    // text; walking a megabyte Buffer key by key would cost the server a second and 400 MB.
    const body = request.routeOptions.config.rawBody ? undefined : request.body;
    const fieldErrors: Record<string, string[]> = {};
    for (const source of [request.params, request.query, body]) {
      for (const field of findUnsafeText(source)) fieldErrors[field] = [UNSAFE_TEXT_MESSAGE];
    }
    const fields = Object.keys(fieldErrors);
    if (fields.length > 0) {
      throw new AppError('VALIDATION_FAILED', UNSAFE_TEXT_MESSAGE, { fieldErrors });
    }
  });
}

// No payload of the API nests more than a few levels; 32 leaves room and bounds the walk.
const MAX_DEPTH = 32;

/** Paths (`guests.0.name`, `_` for the value itself) of strings and keys with unsafe text. */
export function findUnsafeText(value: unknown): string[] {
  const found: string[] = [];
  // Iterative, so a deeply nested body cannot overflow the stack.
  const pending: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (pending.length > 0 && found.length < 20) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      if (UNSAFE_TEXT.test(current)) found.push(path.join('.') || '_');
    } else if (ArrayBuffer.isView(current) || current instanceof ArrayBuffer) {
      // Bytes are not text: nothing to check, and one entry per byte would be a denial of service.
      continue;
    } else if (current && typeof current === 'object') {
      if (path.length >= MAX_DEPTH) throw new AppError('BAD_REQUEST', 'The request is nested too deeply');
      for (const [key, child] of Object.entries(current)) {
        if (UNSAFE_TEXT.test(key)) found.push([...path, '(key)'].join('.'));
        else pending.push({ value: child, path: [...path, key] });
      }
    }
  }
  return found;
}
