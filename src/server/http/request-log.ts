import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** What pino writes log lines to (one JSON line per call). */
export interface LogStream {
  write(line: string): void;
}

/** A request slower than this is logged at warn, whatever its status. */
export const SLOW_REQUEST_MS = 1000;

export type RequestLogLevel = 'debug' | 'info' | 'warn' | 'error';

/**
 * One line per request, at a level that keeps a terminal quiet at the default `info`:
 * server errors at error, slow requests at warn, refusals (4xx: bad input, 401, 404, 429) at
 * info, everything else at debug (`LOG_LEVEL=debug` shows every request).
 */
export function getRequestLogLevel(statusCode: number, responseTimeMs: number): RequestLogLevel {
  if (statusCode >= 500) return 'error';
  if (responseTimeMs > SLOW_REQUEST_MS) return 'warn';
  if (statusCode >= 400) return 'info';
  return 'debug';
}

/** 40 or more base64url characters: a token (ours have 43), never a UUID (36). */
const TOKEN_SEGMENT = /^[A-Za-z0-9_-]{40,}$/;

/**
 * The path of a request URL for the log: no query string (it may carry a token), and any
 * token-shaped path segment (invitation links, calendar feeds) replaced by `:token`.
 */
export function getLoggablePath(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return path
    .split('/')
    .map((segment) => (TOKEN_SEGMENT.test(segment) ? ':token' : segment))
    .join('/');
}

/**
 * Fastify's request logging, one line per request instead of two (`incoming request` and
 * `request completed`, both at info), at the level of getRequestLogLevel. Fastify's other
 * lines (a response stream that failed, an unavailable server) stay as they are.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const { method } = request;
    const path = getLoggablePath(request.url);
    const { statusCode } = reply;
    const responseTime = Math.round(reply.elapsedTime);
    request.log[getRequestLogLevel(statusCode, reply.elapsedTime)](
      { method, path, statusCode, responseTime, ...(error ? { err: error } : {}) },
      `${method} ${path} ${statusCode} ${responseTime} ms`,
    );
  }
}

/**
 * Where logs go when the caller gives no stream: readable lines (pino-pretty) on a terminal,
 * JSON lines (pino's default, stdout) otherwise — services, CI, pipes and tests.
 */
export async function createDefaultLogStream(): Promise<LogStream | undefined> {
  if (!process.stdout.isTTY) return undefined;
  const { default: pretty } = await import('pino-pretty');
  return pretty({
    colorize: true,
    // Written synchronously: the last lines before process.exit() must not be lost.
    sync: true,
    translateTime: 'SYS:HH:MM:ss',
    // The request fields are already in the message; the request id prefixes it.
    ignore: 'pid,hostname,reqId,method,path,statusCode,responseTime',
    messageFormat: '{if reqId}{reqId} {end}{msg}',
  });
}
