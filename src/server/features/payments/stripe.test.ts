import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import { paymentAttempts, payments } from '#server/db/schema.ts';
import { signUpOwner } from '#tests/factories.ts';
import { createPayment, startCheckout } from '#tests/payments-factory.ts';
import { createTestApp } from '#tests/test-app.ts';

/** A local stand-in for the Stripe API: it creates PaymentIntents and remembers each request. */
const requests: { path: string; idempotencyKey: string | undefined; body: URLSearchParams }[] = [];
let intents = 0;
const stripeApi = createServer((request: IncomingMessage, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    const form = new URLSearchParams(body);
    requests.push({
      path: request.url ?? '',
      idempotencyKey: request.headers['idempotency-key'] as string,
      body: form,
    });
    intents += 1;
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify({
        id: `pi_test_${intents}`,
        object: 'payment_intent',
        client_secret: `pi_test_${intents}_secret_abc`,
        amount: Number(form.get('amount')),
        currency: form.get('currency'),
        status: 'requires_payment_method',
      }),
    );
  });
});
await new Promise<void>((resolve) => stripeApi.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => stripeApi.close(() => resolve())));

const WEBHOOK_SECRET = 'whsec_test_secret';
const { app } = await createTestApp({
  env: {
    STRIPE_SECRET_KEY: 'sk_test_standin',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: `http://127.0.0.1:${(stripeApi.address() as AddressInfo).port}`,
  },
});
const owner = await signUpOwner(app, 'Casa Azul');
const stripe = new Stripe('sk_test_standin');

function deliver(event: object, options: { secret?: string; signature?: string | null } = {}) {
  const payload = JSON.stringify(event);
  const signature =
    options.signature === undefined
      ? stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET })
      : options.signature;
  return app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    payload,
    headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'stripe-signature': signature }) },
  });
}

let eventNumber = 0;
function intentEvent(type: string, intent: Record<string, unknown>) {
  eventNumber += 1;
  return {
    id: `evt_${eventNumber}_${Date.now()}`,
    object: 'event',
    type,
    data: { object: { object: 'payment_intent', ...intent } },
  };
}

async function paymentStatus(id: number) {
  const [row] = await app.deps.db.select({ status: payments.status }).from(payments).where(eq(payments.id, id));
  return row!.status;
}

async function receiptsFor(id: number) {
  const result = await app.deps.db.execute<{ total: number }>(
    sql`select count(*)::int as total from outbox where subject like 'Receipt:%' and text like ${`%P-${id}.%`}`,
  );
  return result.rows[0]!.total;
}

/** A payment with a Stripe PaymentIntent of 2500.00 USD, as the checkout creates it. */
async function paymentWithIntent() {
  const payment = await createPayment(app, owner, { amount: '2500.00' });
  const intent = await startCheckout(app, owner, payment.id);
  const intentId = intent.clientSecret.replace(/_secret_.*$/, '');
  return { payment, intent, intentId };
}

describe('Stripe, when configured', () => {
  it('tells the browser to use Stripe with the publishable key', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(response.json()).toEqual({ provider: 'stripe', publishableKey: 'pk_test_standin' });
  });

  it("creates one PaymentIntent per attempt for the payment's amount, with an idempotency key and metadata", async () => {
    const { payment, intent } = await paymentWithIntent();
    expect(intent).toMatchObject({
      amount: '2500.00',
      provider: 'stripe',
      clientSecret: expect.stringMatching(/^pi_test_\d+_secret_/),
    });
    const [attempt] = await app.deps.db.select().from(paymentAttempts).where(eq(paymentAttempts.paymentId, payment.id));
    const sent = requests.at(-1)!;
    expect(sent.path).toBe('/v1/payment_intents');
    expect(sent.idempotencyKey).toBe(`venuedesk-payment-${payment.id}-attempt-${attempt!.id}`);
    expect(sent.body.get('amount')).toBe('250000');
    expect(sent.body.get('currency')).toBe('usd');
    expect(sent.body.get('metadata[paymentId]')).toBe(String(payment.id));
    expect(sent.body.get('metadata[venueId]')).toBe(String(owner.user.venueId));
    expect(attempt!.stripeIntentId).toBe(intent.clientSecret.replace(/_secret_.*$/, ''));
  });

  it("lets pages load Stripe.js, its card frames and its API (and nothing of Stripe's otherwise)", async () => {
    const policy = (await app.inject({ method: 'GET', url: '/payments' })).headers['content-security-policy'] as string;
    expect(policy).toContain("script-src 'self' https://js.stripe.com");
    expect(policy).toContain("frame-src 'self' https://js.stripe.com https://hooks.stripe.com");
    expect(policy).toContain("connect-src 'self' https://api.stripe.com");
    const { app: testMode } = await createTestApp();
    const plain = (await testMode.inject({ method: 'GET', url: '/payments' })).headers[
      'content-security-policy'
    ] as string;
    expect(plain).not.toContain('stripe');
  });

  it('refuses the test-mode card form', async () => {
    const payment = await createPayment(app, owner);
    const response = await app.inject({
      method: 'POST',
      url: `/api/payments/${payment.id}/confirm-test`,
      headers: owner.auth,
      payload: { clientSecret: 'x', cardNumber: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' },
    });
    expect(response.statusCode).toBe(409);
  });
});

describe('POST /api/webhooks/stripe', () => {
  it('answers 400 without a signature, or with a wrong one, and changes nothing', async () => {
    const { payment, intentId } = await paymentWithIntent();
    const event = intentEvent('payment_intent.succeeded', {
      id: intentId,
      amount: 250000,
      amount_received: 250000,
      currency: 'usd',
    });
    expect((await deliver(event, { signature: null })).statusCode).toBe(400);
    expect((await deliver(event, { secret: 'whsec_wrong' })).statusCode).toBe(400);
    expect((await deliver(event, { signature: 't=1,v1=deadbeef' })).statusCode).toBe(400);
    expect(await paymentStatus(payment.id)).toBe('pending');
  });

  it('marks the payment paid once, however often the event is delivered', async () => {
    const { payment, intentId } = await paymentWithIntent();
    const event = intentEvent('payment_intent.succeeded', {
      id: intentId,
      amount: 250000,
      amount_received: 250000,
      currency: 'usd',
    });
    const first = await deliver(event);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, outcome: 'applied' });
    expect(await paymentStatus(payment.id)).toBe('paid');
    const again = await Promise.all([deliver(event), deliver(event)]);
    expect(again.map((response) => response.json().outcome)).toEqual(['duplicate', 'duplicate']);
    expect(await receiptsFor(payment.id)).toBe(1);
  });

  it('never moves a payment backwards: a failure arriving after the success changes nothing', async () => {
    const { payment, intentId } = await paymentWithIntent();
    await deliver(
      intentEvent('payment_intent.succeeded', {
        id: intentId,
        amount: 250000,
        amount_received: 250000,
        currency: 'usd',
      }),
    );
    const late = await deliver(
      intentEvent('payment_intent.payment_failed', {
        id: intentId,
        amount: 250000,
        currency: 'usd',
        last_payment_error: { message: 'Declined' },
      }),
    );
    expect(late.json().outcome).toBe('ignored');
    expect(await paymentStatus(payment.id)).toBe('paid');
    const [attempt] = await app.deps.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.stripeIntentId, intentId));
    expect(attempt!.status).toBe('succeeded');
  });

  it('a failure first, then the success (a retried card), ends paid', async () => {
    const { payment, intentId } = await paymentWithIntent();
    await deliver(
      intentEvent('payment_intent.payment_failed', {
        id: intentId,
        amount: 250000,
        currency: 'usd',
        last_payment_error: { message: 'Declined' },
      }),
    );
    expect(await paymentStatus(payment.id)).toBe('pending');
    await deliver(
      intentEvent('payment_intent.succeeded', {
        id: intentId,
        amount: 250000,
        amount_received: 250000,
        currency: 'usd',
      }),
    );
    expect(await paymentStatus(payment.id)).toBe('paid');
  });

  it.each([
    ['a smaller amount', { amount: 100, amount_received: 100, currency: 'usd' }],
    ['another currency', { amount: 250000, amount_received: 250000, currency: 'eur' }],
  ])('does not mark the payment paid for %s', async (_case, intent) => {
    const { payment, intentId } = await paymentWithIntent();
    const response = await deliver(intentEvent('payment_intent.succeeded', { id: intentId, ...intent }));
    expect(response.json().outcome).toBe('ignored');
    expect(await paymentStatus(payment.id)).toBe('pending');
  });

  it('a full refund marks a paid payment refunded', async () => {
    const { payment, intentId } = await paymentWithIntent();
    await deliver(
      intentEvent('payment_intent.succeeded', {
        id: intentId,
        amount: 250000,
        amount_received: 250000,
        currency: 'usd',
      }),
    );
    eventNumber += 1;
    await deliver({
      id: `evt_refund_${eventNumber}`,
      object: 'event',
      type: 'charge.refunded',
      data: {
        object: {
          object: 'charge',
          id: 'ch_1',
          payment_intent: intentId,
          refunded: true,
          amount: 250000,
          amount_refunded: 250000,
        },
      },
    });
    expect(await paymentStatus(payment.id)).toBe('refunded');
  });
});
