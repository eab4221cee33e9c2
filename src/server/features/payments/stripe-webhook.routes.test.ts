import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rateLimits } from '#server/db/schema.ts';
import { createTestApp } from '#tests/test-app.ts';
import { STRIPE_WEBHOOKS_PER_MINUTE } from './stripe-webhook.routes.ts';

// The webhook is public and takes up to a megabyte of raw bytes: without Stripe it must not
// exist, and with Stripe one address may not post to it without bound.

const STRIPE_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_standin',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
  STRIPE_WEBHOOK_SECRET: 'whsec_test_secret',
};

const { app: withoutStripe } = await createTestApp();
const { app: withStripe } = await createTestApp({ env: STRIPE_ENV });

function post(app: typeof withStripe, remoteAddress: string, contentType = 'application/json') {
  return app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    remoteAddress,
    payload: contentType === 'application/json' ? '{"id":"evt_1","type":"charge.refunded"}' : '<event/>',
    headers: { 'content-type': contentType },
  });
}

async function countedRequests(app: typeof withStripe): Promise<number> {
  const rows = await app.deps.db
    .select({ hits: rateLimits.hits })
    .from(rateLimits)
    .where(like(rateLimits.key, '%/api/webhooks/stripe%'));
  return rows.reduce((total, row) => total + row.hits, 0);
}

describe('POST /api/webhooks/stripe', () => {
  it('answers 404 when Stripe is not configured, before reading the body or counting the request', async () => {
    const json = await post(withoutStripe, '198.51.100.7');
    expect(json.statusCode).toBe(404);
    expect(json.json()).toEqual({ code: 'NOT_FOUND', message: 'Stripe is not configured' });
    // A body no parser of the route takes would be 415 once read; the answer comes first.
    const xml = await post(withoutStripe, '198.51.100.7', 'application/xml');
    expect(xml.statusCode).toBe(404);
    expect(await countedRequests(withoutStripe)).toBe(0);
  });

  it(`takes ${STRIPE_WEBHOOKS_PER_MINUTE} deliveries a minute from one address, then 429; other addresses go on`, async () => {
    const address = '198.51.100.8';
    const statuses: number[] = [];
    for (let i = 0; i < STRIPE_WEBHOOKS_PER_MINUTE; i++) statuses.push((await post(withStripe, address)).statusCode);
    // Unsigned, so each is refused by the signature check, after being counted.
    expect(new Set(statuses)).toEqual(new Set([400]));
    const refused = await post(withStripe, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect((await post(withStripe, '198.51.100.9')).statusCode).toBe(400);
  });
});
