import { describe, expect, it } from 'vitest';
import { createTestApp } from '#tests/test-app.ts';

// A megabyte of bytes to a route that takes raw bodies must cost what reading a megabyte costs.
// The hostile-input guard used to walk a Buffer body entry by entry: 0.7 s of CPU and 400 MB for
// one unsigned 1 MB POST to the Stripe webhook. These measure a request's cost as the body grows.

const { app } = await createTestApp({
  extraRoutes: (scope) => {
    // A body parsed as bytes on a route that does not declare itself raw: the guard must still
    // see bytes as bytes, not as a million one-character keys.
    scope.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post('/api/test/bytes', { config: { access: 'public' } }, async (request) => ({
      length: Buffer.isBuffer(request.body) ? request.body.length : -1,
    }));
  },
});
await app.ready();
// The same webhook with Stripe configured: the body is read, and its missing or forged signature refused.
const { app: withStripe } = await createTestApp({
  env: {
    STRIPE_SECRET_KEY: 'sk_test_standin',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
    STRIPE_WEBHOOK_SECRET: 'whsec_test_secret',
  },
});

const SIZES = [16 * 1024, 256 * 1024, 1024 * 1024];

interface Cost {
  cpuMs: number;
  /** Growth of the heap and of the process's resident memory while the request ran. */
  heapMb: number;
  rssMb: number;
}

async function measure(send: () => Promise<{ statusCode: number }>): Promise<Cost & { status: number }> {
  const before = process.memoryUsage();
  const cpu = process.cpuUsage();
  const { statusCode } = await send();
  const used = process.cpuUsage(cpu);
  const after = process.memoryUsage();
  return {
    status: statusCode,
    cpuMs: (used.user + used.system) / 1000,
    heapMb: Math.max(0, after.heapUsed - before.heapUsed) / 2 ** 20,
    rssMb: Math.max(0, after.rss - before.rss) / 2 ** 20,
  };
}

/** The cheapest of three tries at each size, so one garbage collection does not decide. */
async function costBySize(send: (body: Buffer) => Promise<{ statusCode: number }>) {
  const costs: (Cost & { size: number; status: number })[] = [];
  for (const size of SIZES) {
    const body = Buffer.alloc(size, 'a');
    const tries = [];
    for (let i = 0; i < 3; i++) tries.push(await measure(() => send(body)));
    const cheapest = tries.reduce((a, b) => (b.cpuMs < a.cpuMs ? b : a));
    costs.push({ size, ...cheapest });
  }
  console.info(
    costs
      .map(
        (c) =>
          `${c.size / 1024} KB: ${c.cpuMs.toFixed(1)} ms CPU, heap +${c.heapMb.toFixed(1)} MB, rss +${c.rssMb.toFixed(1)} MB`,
      )
      .join('; '),
  );
  return costs;
}

function expectFlat(costs: (Cost & { size: number })[]) {
  const [smallest, , largest] = costs;
  // Reading and answering a megabyte takes a few milliseconds and a few megabytes; walking it
  // byte by byte took hundreds of each. Generous bounds, so a busy machine does not fail them.
  expect(largest!.cpuMs).toBeLessThan(Math.max(150, smallest!.cpuMs * 20));
  expect(largest!.heapMb).toBeLessThan(64);
  expect(largest!.rssMb).toBeLessThan(96);
}

function postToWebhook(target: typeof app, body: Buffer, headers: Record<string, string> = {}) {
  return target.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    payload: body,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

describe('a large raw body costs what reading it costs', () => {
  it('to the Stripe webhook, unsigned (Stripe not configured: 404 before the body is read)', async () => {
    const costs = await costBySize((body) => postToWebhook(app, body));
    for (const cost of costs) expect(cost.status).toBe(404);
    expectFlat(costs);
  });

  it('to the Stripe webhook, unsigned and with a forged signature (Stripe configured: 400)', async () => {
    const unsigned = await costBySize((body) => postToWebhook(withStripe, body));
    for (const cost of unsigned) expect(cost.status).toBe(400);
    expectFlat(unsigned);
    const forged = await costBySize((body) =>
      postToWebhook(withStripe, body, {
        'stripe-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
      }),
    );
    for (const cost of forged) expect(cost.status).toBe(400);
    expectFlat(forged);
  });

  it('to a route whose body is parsed as bytes', async () => {
    const costs = await costBySize((body) =>
      app.inject({
        method: 'POST',
        url: '/api/test/bytes',
        payload: body,
        headers: { 'content-type': 'application/octet-stream' },
      }),
    );
    for (const cost of costs) expect(cost.status).toBe(200);
    expectFlat(costs);
  });
});
