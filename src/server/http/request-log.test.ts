import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '#tests/test-app.ts';
import { getLoggablePath, SLOW_REQUEST_MS } from './request-log.ts';

interface LogLine {
  level: number;
  msg: string;
  method?: string;
  path?: string;
  statusCode?: number;
  responseTime?: number;
}

// pino's numeric levels.
const DEBUG = 20;
const INFO = 30;
const WARN = 40;
const ERROR = 50;

const lines: LogLine[] = [];
const { app } = await createTestApp({
  env: { LOG_LEVEL: 'debug' },
  logStream: { write: (line) => void lines.push(JSON.parse(line) as LogLine) },
  extraRoutes: (scope) => {
    scope.get('/api/probe/fails', { config: { access: 'public' } }, async () => {
      throw new Error('probe failure');
    });
    scope.get('/api/probe/slow', { config: { access: 'public' } }, async () => {
      await sleep(SLOW_REQUEST_MS + 50);
      return { ok: true };
    });
  },
});

/** The request lines logged while `run` makes its requests. */
async function requestLines(run: () => Promise<unknown>): Promise<LogLine[]> {
  lines.length = 0;
  await run();
  return lines.filter((line) => line.statusCode !== undefined);
}

describe('request log', () => {
  it('logs a successful request once, at debug, with method, path, status and time', async () => {
    const logged = await requestLines(() => app.inject({ method: 'GET', url: '/api/health?token=secret' }));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: DEBUG, method: 'GET', path: '/api/health', statusCode: 200 });
    expect(logged[0]!.responseTime).toBeTypeOf('number');
    expect(logged[0]!.msg).toMatch(/^GET \/api\/health 200 \d+ ms$/);
    expect(JSON.stringify(lines)).not.toContain('secret');
  });

  it('logs a refusal at info', async () => {
    const logged = await requestLines(() => app.inject({ method: 'GET', url: '/api/bookings' }));
    expect(logged).toEqual([expect.objectContaining({ level: INFO, statusCode: 401 })]);
  });

  it('logs a server error at error', async () => {
    const logged = await requestLines(() => app.inject({ method: 'GET', url: '/api/probe/fails' }));
    expect(logged).toEqual([expect.objectContaining({ level: ERROR, path: '/api/probe/fails', statusCode: 500 })]);
  });

  it('logs a slow request at warn', async () => {
    const logged = await requestLines(() => app.inject({ method: 'GET', url: '/api/probe/slow' }));
    expect(logged).toEqual([expect.objectContaining({ level: WARN, statusCode: 200 })]);
    expect(logged[0]!.responseTime).toBeGreaterThan(SLOW_REQUEST_MS);
  });

  it('keeps tokens out of logged paths, and the authorization header out of every line', async () => {
    const token = 'A'.repeat(43);
    const logged = await requestLines(() =>
      app.inject({ method: 'GET', url: `/api/invitations/${token}`, headers: { authorization: `Bearer ${token}` } }),
    );
    expect(logged[0]!.path).toBe('/api/invitations/:token');
    expect(JSON.stringify(lines)).not.toContain(token);
  });
});

describe('getLoggablePath', () => {
  it('drops the query string and hides token-shaped segments but not ids', () => {
    const id = '0b6f3c1e-2f4a-4c55-9d1e-6a0f4f2b9c7d';
    expect(getLoggablePath(`/api/bookings/${id}?x=1`)).toBe(`/api/bookings/${id}`);
    expect(getLoggablePath(`/accept-invite/${'x'.repeat(43)}#top`)).toBe('/accept-invite/:token');
    expect(getLoggablePath('/')).toBe('/');
  });
});
