import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentAttempts } from '#server/db/schema.ts';
import type { Payment, PaymentIntent } from '#shared/payments/payments.schemas.ts';
import { signUpOwner } from '#tests/factories.ts';
import { createPayableBooking, createPayment, startCheckout } from '#tests/payments-factory.ts';
import { startStripeStandIn } from '#tests/stripe-stand-in.ts';
import { createTestApp } from '#tests/test-app.ts';

const stripe = await startStripeStandIn();
const { app } = await createTestApp({ env: stripe.env });
const owner = await signUpOwner(app, 'Casa Azul');
const accountId = await stripe.connectVenue(app, owner);

function intentIdOf(intent: PaymentIntent): string {
  return intent.clientSecret.replace(/_secret_.*$/, '');
}

async function attemptsOf(paymentId: number) {
  return app.deps.db.select().from(paymentAttempts).where(eq(paymentAttempts.paymentId, paymentId));
}

function requestIntent(paymentId: number) {
  return app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    headers: owner.auth,
    payload: { paymentId },
  });
}

describe('the checkout of a venue connected to Stripe', () => {
  it("makes a PaymentIntent on the venue's own account, for the payment's amount, and tells Stripe.js which account", async () => {
    const payment = await createPayment(app, owner, { amount: '2500.00' });
    expect(payment.onlinePayment).toBe('stripe');
    const intent = await startCheckout(app, owner, payment.id);
    expect(intent).toEqual({
      provider: 'stripe',
      clientSecret: expect.stringMatching(/^pi_standin_\d+_secret_/),
      amount: '2500.00',
      publishableKey: 'pk_test_standin',
      stripeAccount: accountId,
    });
    const created = stripe.requests.find((request) => request.path === '/v1/payment_intents')!;
    expect(created.account).toBe(accountId);
    expect(created.body.get('amount')).toBe('250000');
    expect(created.body.get('currency')).toBe('usd');
    expect(created.body.get('automatic_payment_methods[enabled]')).toBe('true');
    expect(created.body.get('metadata[paymentId]')).toBe(String(payment.id));
    const [attempt] = await attemptsOf(payment.id);
    expect(created.idempotencyKey).toBe(`venuedesk-payment-${payment.id}-attempt-${attempt!.id}`);
    expect(stripe.intent(intentIdOf(intent)).account).toBe(accountId);
  });

  it('keeps one live PaymentIntent per payment: dialogs opened again, or at once, get the same one', async () => {
    const payment = await createPayment(app, owner);
    const first = await startCheckout(app, owner, payment.id);
    const again = await startCheckout(app, owner, payment.id);
    const together = await Promise.all(Array.from({ length: 6 }, () => requestIntent(payment.id)));
    expect(together.map((response) => response.statusCode)).toEqual(Array<number>(6).fill(200));
    const secrets = new Set(
      [first, again, ...together.map((response) => response.json<PaymentIntent>())].map((i) => i.clientSecret),
    );
    expect(secrets.size).toBe(1);
    expect(await attemptsOf(payment.id)).toHaveLength(1);
    const made = stripe.requests.filter(
      (request) =>
        request.path === '/v1/payment_intents' && request.body.get('metadata[paymentId]') === String(payment.id),
    );
    expect(new Set(made.map((request) => request.idempotencyKey)).size).toBe(1);
  });

  it('cancels the live PaymentIntent when staff change the amount, and the next checkout charges the new one', async () => {
    const payment = await createPayment(app, owner, { amount: '2500.00' });
    const old = intentIdOf(await startCheckout(app, owner, payment.id));
    const edited = await app.inject({
      method: 'PATCH',
      url: `/api/payments/${payment.id}`,
      headers: owner.auth,
      payload: { amount: '2600.00' },
    });
    expect(edited.statusCode).toBe(200);
    expect(stripe.intent(old).status).toBe('canceled');
    const next = await startCheckout(app, owner, payment.id);
    expect(next.amount).toBe('2600.00');
    expect(intentIdOf(next)).not.toBe(old);
    expect(stripe.intent(intentIdOf(next)).amount).toBe(260000);
    expect((await attemptsOf(payment.id)).map((attempt) => attempt.status).sort()).toEqual(['canceled', 'created']);
  });

  it('cancels the live PaymentIntent when the payment is recorded by hand', async () => {
    const payment = await createPayment(app, owner);
    const open = intentIdOf(await startCheckout(app, owner, payment.id));
    const recorded = await app.inject({
      method: 'PATCH',
      url: `/api/payments/${payment.id}`,
      headers: owner.auth,
      payload: { status: 'paid', method: 'check' },
    });
    expect(recorded.json()).toMatchObject({ status: 'paid', provider: 'manual', method: 'check', onlinePayment: null });
    expect(stripe.intent(open).status).toBe('canceled');
  });

  it('replaces a PaymentIntent cancelled in Stripe with a new one', async () => {
    const payment = await createPayment(app, owner);
    const first = intentIdOf(await startCheckout(app, owner, payment.id));
    stripe.intent(first).status = 'canceled';
    const second = intentIdOf(await startCheckout(app, owner, payment.id));
    expect(second).not.toBe(first);
  });

  it('offers no checkout for a cancelled booking', async () => {
    const booking = await createPayableBooking(app, owner);
    const payment = await createPayment(app, owner, { bookingId: booking.id });
    await app.inject({
      method: 'PATCH',
      url: `/api/bookings/${booking.id}`,
      headers: owner.auth,
      payload: { status: 'cancelled' },
    });
    const listed = (await app.inject({ method: 'GET', url: '/api/payments', headers: owner.auth })).json<Payment[]>();
    expect(listed.find((row) => row.id === payment.id)!.onlinePayment).toBeNull();
    const response = await requestIntent(payment.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This booking is cancelled, so its payments cannot be paid online');
    expect(await attemptsOf(payment.id)).toHaveLength(0);
  });

  it('answers 503 and keeps nothing live when Stripe cannot be reached', async () => {
    const payment = await createPayment(app, owner);
    stripe.failures.set('/v1/payment_intents', { status: 500, type: 'api_error', message: 'Stripe is down' });
    try {
      const response = await requestIntent(payment.id);
      expect(response.statusCode).toBe(503);
    } finally {
      stripe.failures.clear();
    }
    expect((await attemptsOf(payment.id)).map((attempt) => attempt.status)).toEqual(['failed']);
    expect((await startCheckout(app, owner, payment.id)).provider).toBe('stripe');
  });
});

describe('pages and the test card form under Stripe', () => {
  it("lets pages load Stripe.js, its card frames and its API (and nothing of Stripe's otherwise)", async () => {
    const policy = (await app.inject({ method: 'GET', url: '/payments' })).headers['content-security-policy'] as string;
    expect(policy).toContain("script-src 'self' https://js.stripe.com");
    expect(policy).toContain("frame-src 'self' https://js.stripe.com https://hooks.stripe.com");
    expect(policy).toContain("connect-src 'self' https://api.stripe.com");
    const { app: noStripe } = await createTestApp();
    const plain = (await noStripe.inject({ method: 'GET', url: '/payments' })).headers[
      'content-security-policy'
    ] as string;
    expect(plain).not.toContain('stripe');
  });

  it('refuses the test-mode card form for a venue that takes cards through Stripe', async () => {
    const payment = await createPayment(app, owner);
    const response = await app.inject({
      method: 'POST',
      url: `/api/payments/${payment.id}/confirm-test`,
      headers: owner.auth,
      payload: { clientSecret: 'x', cardNumber: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This payment form has expired. Close it and try again.');
  });
});

describe('a venue that has not connected Stripe', () => {
  it('takes no cards: Pay Now is not offered and the checkout answers 409', async () => {
    const other = await signUpOwner(app, 'Unconnected Hall');
    const payment = await createPayment(app, other);
    expect(payment.onlinePayment).toBeNull();
    const response = await app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: other.auth,
      payload: { paymentId: payment.id },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'This venue does not take card payments online. Please pay the venue directly.',
    );
    const setup = await app.inject({ method: 'GET', url: '/api/payments/setup', headers: other.auth });
    expect(setup.json()).toEqual({
      checkout: 'none',
      canConnectStripe: true,
      usesPlatformAccount: false,
      stripeAccount: null,
    });
  });
});

describe('STRIPE_ACCOUNT_VENUE', () => {
  it("gives the named venue the server's own account and no other venue", async () => {
    const { app: single } = await createTestApp({ env: { ...stripe.env, STRIPE_ACCOUNT_VENUE: 'the-only-hall' } });
    const venue = await signUpOwner(single, 'The Only Hall');
    const other = await signUpOwner(single, 'Another Hall');
    const own = await createPayment(single, venue);
    expect(own.onlinePayment).toBe('stripe');
    const intent = await startCheckout(single, venue, own.id);
    expect(intent).toMatchObject({ provider: 'stripe', stripeAccount: null });
    expect(stripe.intent(intentIdOf(intent)).account).toBeUndefined();
    expect((await createPayment(single, other)).onlinePayment).toBeNull();
    const setup = await single.inject({ method: 'GET', url: '/api/payments/setup', headers: venue.auth });
    expect(setup.json()).toMatchObject({ checkout: 'stripe', usesPlatformAccount: true, canConnectStripe: false });
  });

  describe('deleting an unpaid payment (decision 036)', () => {
    function remove(paymentId: number) {
      return app.inject({ method: 'DELETE', url: `/api/payments/${paymentId}`, headers: owner.auth });
    }

    it('cancels its live PaymentIntent at Stripe before the payment goes', async () => {
      const payment = await createPayment(app, owner);
      const open = intentIdOf(await startCheckout(app, owner, payment.id));
      expect((await remove(payment.id)).statusCode).toBe(204);
      expect(stripe.intent(open).status).toBe('canceled');
      expect(await attemptsOf(payment.id)).toEqual([]);
    });

    it('is refused while the couple is paying: Stripe has the money, the webhook has not come', async () => {
      const payment = await createPayment(app, owner);
      const open = intentIdOf(await startCheckout(app, owner, payment.id));
      stripe.intent(open).status = 'succeeded';
      const refused = await remove(payment.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        'The couple is paying this payment by card right now, so it cannot be changed. It shows as paid in a moment.',
      );
      expect((await attemptsOf(payment.id)).map((attempt) => attempt.status)).toEqual(['created']);
    });

    it('makes and cancels the intent of a checkout still opening, under the checkout’s own idempotency key', async () => {
      const payment = await createPayment(app, owner);
      const [attempt] = await app.deps.db
        .insert(paymentAttempts)
        .values({
          venueId: owner.user.venueId!,
          paymentId: payment.id,
          provider: 'stripe',
          stripeAccount: accountId,
          amount: payment.amount,
        })
        .returning();
      expect((await remove(payment.id)).statusCode).toBe(204);
      const made = stripe.requests.filter(
        (request) =>
          request.path === '/v1/payment_intents' && request.body.get('metadata[paymentId]') === String(payment.id),
      );
      expect(made.map((request) => request.idempotencyKey)).toEqual([
        `venuedesk-payment-${payment.id}-attempt-${attempt!.id}`,
      ]);
      const cancels = stripe.requests
        .slice(stripe.requests.indexOf(made[0]!))
        .filter((request) => request.path.endsWith('/cancel'));
      expect(cancels.map((request) => request.account)).toEqual([accountId]);
      const intentId = /\/v1\/payment_intents\/(.+)\/cancel$/.exec(cancels[0]!.path)![1]!;
      expect(stripe.intent(intentId).status).toBe('canceled');
    });
  });
});
