import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createBooking } from '#tests/bookings-factory.ts';
import { signIn, signUpOwner, type SignedIn } from '#tests/factories.ts';
import { createTestApp } from '#tests/test-app.ts';
import { UNSAFE_TEXT_MESSAGE } from './text-guard.ts';

// Issue #9: hostile input never becomes a 500, and a refused write changes nothing. The routes
// come from the app itself (as in the permission-matrix test) and their body shapes from the
// OpenAPI document, so a new endpoint is fuzzed without editing this file.

const { app } = await createTestApp({
  env: { SIGNUPS_PER_HOUR: '1000000', SIGNINS_PER_MINUTE: '1000000' },
  extraRoutes: (scope) => {
    // Only for the backstop test: a value PostgreSQL refuses that no schema checked.
    scope.get(
      '/api/test/year-zero',
      { config: { access: 'public' } },
      async () => (await app.deps.db.execute(sql`select '0000-01-01'::date as day`)).rows,
    );
    // And one PostgreSQL rolls back as a deadlock victim.
    scope.get('/api/test/deadlock', { config: { access: 'public' } }, async () => {
      await app.deps.db.execute(sql`do $$ begin raise exception 'deadlock detected' using errcode = '40P01'; end $$`);
    });
  },
});
await app.ready();

let owner: SignedIn = await signUpOwner(app, 'Fuzz Hall');
const booking = await createBooking(app, owner);
await app.inject({
  method: 'POST',
  url: '/api/team/invitations',
  headers: owner.auth,
  payload: { email: 'invitee@example.com', role: 'coordinator' },
});

/** Tables a refused request may still write: the sign-in throttle and the rate-limit counters. */
const tablesRefusalsMayWrite = new Set(['login_failures', 'rate_limits']);

async function fingerprint(): Promise<Record<string, string>> {
  // Delivery changes the outbox after commit; settle it so it never looks like a refused write.
  await app.deps.mailer.deliverPending();
  const tables = await app.deps.db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const digests: Record<string, string> = {};
  for (const { name } of tables.rows) {
    if (tablesRefusalsMayWrite.has(name)) continue;
    const result = await app.deps.db.execute<{ digest: string | null }>(
      sql`select md5(string_agg(md5(t::text), '' order by md5(t::text))) as digest from ${sql.identifier(name)} t`,
    );
    digests[name] = result.rows[0]?.digest ?? '';
  }
  return digests;
}

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  items?: JsonSchema;
  default?: unknown;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>>;
}

/** A plausible valid value for a schema, so mutations reach past validation into the services. */
function sample(schema: JsonSchema | undefined, day: number, name = ''): unknown {
  if (!schema) return {};
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return sample(schema.anyOf[0], day, name);
  const type = [schema.type].flat()[0];
  if (type === 'object' || schema.properties) {
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([key, child]) => [key, sample(child, day, key)]),
    );
  }
  if (type === 'array') return [];
  if (type === 'boolean') return true;
  if (type === 'integer' || type === 'number') return Math.max(schema.minimum ?? 1, 1);
  // Each case its own day, so creates are not all refused as double bookings before the insert.
  if (schema.format === 'date-time' || /date$/i.test(name)) {
    return new Date(Date.UTC(2032, 0, 1 + day, 17)).toISOString();
  }
  if (/email/i.test(name)) return 'fuzz@example.com';
  if (/colou?r/i.test(name)) return '#8B5A6B';
  if (/amount|price|budget/i.test(name)) return '100.00';
  if (/password/i.test(name)) return 'correct-horse-battery';
  if (/zone/i.test(name)) return 'America/Chicago';
  return 'Fuzz text';
}

/** Every property path of a body schema (two levels), for targeted mutations. */
function propertyPaths(schema: JsonSchema | undefined): string[][] {
  const paths: string[][] = [];
  for (const [key, child] of Object.entries(schema?.properties ?? {})) {
    paths.push([key]);
    for (const nested of Object.keys(child.properties ?? {})) paths.push([key, nested]);
  }
  return paths;
}

function withValueAt(body: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) {
    if (!target[key] || typeof target[key] !== 'object') target[key] = {};
    target = target[key] as Record<string, unknown>;
  }
  target[path.at(-1)!] = value;
  return copy;
}

const nastyValue = fc.constantFrom<unknown>(
  '\u0000',
  'Ana\u0000Lopez',
  '\ud800',
  'x\udfffy',
  'x'.repeat(100_000),
  1e308,
  -1e308,
  2 ** 31,
  2 ** 53 + 1,
  -1,
  0,
  1.5,
  '1e308',
  'NaN',
  '',
  '   ',
  null,
  true,
  [],
  [1, 'two', null],
  {},
  { nested: { deeper: { deepest: ['x'] } } },
  '__proto__',
  '0000-01-01T00:00:00Z',
  '0000-01-01',
  '1899-12-31T23:59:59Z',
  '10000-01-01T00:00:00Z',
  '2031-02-30',
  "'; drop table bookings; --",
  '<img src=x onerror=alert(1)>',
);

// Mostly ids that exist (each table's first row is id 1 in this fresh database), so requests
// reach the services; sometimes ids and strings that do not.
const nastyParam = fc.oneof(
  { arbitrary: fc.constant('1'), weight: 3 },
  {
    arbitrary: fc.constantFrom(
      '999999',
      '0',
      '-1',
      'abc',
      '1e308',
      '99999999999999999999',
      '%00',
      '%ED%A0%80',
      'x'.repeat(300),
    ),
    weight: 1,
  },
);

type Body = { json: unknown } | { raw: string };

function bodyFor(schema: JsonSchema | undefined): fc.Arbitrary<Body> {
  const base = sample(schema, 0);
  const paths = propertyPaths(schema);
  const mutated = paths.length
    ? fc
        .tuple(fc.constantFrom(...paths), nastyValue, fc.integer({ min: 0, max: 20_000 }))
        .map(([path, value, day]) => ({ json: withValueAt(sample(schema, day), path, value) }))
    : nastyValue.map((value) => ({ json: value }));
  return fc.oneof(
    fc.jsonValue().map((json) => ({ json })),
    mutated,
    mutated,
    // A prototype-pollution attempt, as raw JSON (an object literal cannot carry __proto__).
    fc.constant({ raw: `{"__proto__":{"role":"owner"},${JSON.stringify(base ?? {}).slice(1)}` }),
  );
}

async function ensureOwnerSignedIn(): Promise<void> {
  const profile = await app.inject({ method: 'GET', url: '/api/user/profile', headers: owner.auth });
  if (profile.statusCode !== 200) owner = await signIn(app, owner.email);
}

const writeRoutes = app.apiRouteAccess.filter((route) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method));
const openApi = app.swagger() as unknown as OpenApiDocument;
const RUNS_PER_ROUTE = 100;
let casesRun = 0;

describe('hostile input', () => {
  it('finds write routes to fuzz', () => {
    expect(writeRoutes.length).toBeGreaterThanOrEqual(12);
  });

  it.each(writeRoutes.map((route) => [`${route.method} ${route.url}`, route] as const))(
    '%s answers below 500 and writes nothing when it refuses',
    async (_name, route) => {
      const openApiPath = route.url.replace(/:(\w+)/g, '{$1}');
      const schema =
        openApi.paths[openApiPath]?.[route.method.toLowerCase()]?.requestBody?.content?.['application/json']?.schema;
      const paramNames = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
      await fc.assert(
        fc.asyncProperty(
          bodyFor(schema),
          fc.array(nastyParam, { minLength: 3, maxLength: 3 }),
          async (body, params) => {
            casesRun += 1;
            await ensureOwnerSignedIn();
            let url = route.url;
            paramNames.forEach((name, index) => (url = url.replace(`:${name}`, params[index]!)));
            const before = await fingerprint();
            const response = await app.inject({
              method: route.method as 'POST',
              url,
              headers: { ...owner.auth, 'content-type': 'application/json' },
              payload: 'raw' in body ? body.raw : JSON.stringify(body.json),
            });
            expect(response.statusCode, `${route.method} ${url} → ${response.body.slice(0, 300)}`).toBeLessThan(500);
            if (response.statusCode >= 400) expect(await fingerprint()).toEqual(before);
          },
        ),
        { numRuns: RUNS_PER_ROUTE },
      );
    },
  );

  it('ran the cases it reports', () => {
    console.log(`hostile input: ${casesRun} fuzz cases over ${writeRoutes.length} write routes`);
    expect(casesRun).toBe(writeRoutes.length * RUNS_PER_ROUTE);
  });
});

describe('hostile text and dates', () => {
  it.each([
    ['POST', '/api/bookings'],
    ['PATCH', `/api/bookings/${booking.id}`],
  ])('%s %s refuses NUL and lone surrogates with field errors', async (method, url) => {
    for (const coupleNames of ['\u0000', 'Ana \ud800 Lopez']) {
      const response = await app.inject({
        method: method as 'POST',
        url,
        headers: owner.auth,
        payload: { coupleNames, eventDate: '2032-01-10T17:00:00Z', email: 'a@example.com' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fieldErrors: { coupleNames: [UNSAFE_TEXT_MESSAGE] },
      });
    }
  });

  it('refuses event dates outside the years 1900 to 9999', async () => {
    for (const eventDate of ['0000-01-01T00:00:00Z', '1899-12-31T12:00:00Z']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: owner.auth,
        payload: { coupleNames: 'Old', eventDate, email: 'a@example.com' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors.eventDate).toEqual(['Enter a date between the years 1900 and 9999']);
    }
  });

  it('answers 400, not 500, when PostgreSQL refuses a value (SQLSTATE class 22)', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/year-zero' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'BAD_REQUEST',
      message: 'A value in the request is out of range or not valid',
    });
  });

  it('answers 503 with Retry-After, not 500, when PostgreSQL rolls a transaction back (SQLSTATE class 40)', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/deadlock' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.json()).toEqual({
      code: 'UNAVAILABLE',
      message: 'Another change got in the way and nothing was saved. Please try again.',
    });
  });
});
