import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { bookings, notifications, outbox, paymentAttempts, payments, venues } from '#server/db/schema.ts';
import { signUpOwner, type SignedIn } from '#tests/factories.ts';
import { card, createPayableBooking, createPayment, startCheckout } from '#tests/payments-factory.ts';
import { createTestApp } from '#tests/test-app.ts';

// The built-in test processor, as PAYMENTS_MODE=test turns it on for every venue.
const { app } = await createTestApp({ env: { PAYMENTS_MODE: 'test' } });
const owner = await signUpOwner(app, 'Casa Azul');

function confirm(who: SignedIn, paymentId: number, payload: object) {
  return app.inject({ method: 'POST', url: `/api/payments/${paymentId}/confirm-test`, headers: who.auth, payload });
}

async function paymentRow(id: number) {
  const [row] = await app.deps.db.select().from(payments).where(eq(payments.id, id));
  return row!;
}

describe('payments without Stripe (decision 033)', () => {
  it('takes no cards by default: Pay Now is not offered, the checkout answers 409, staff record payments by hand', async () => {
    const { app: plain } = await createTestApp();
    const venue = await signUpOwner(plain, 'Plain Hall');
    const payment = await createPayment(plain, venue);
    expect(payment).toMatchObject({ onlinePayment: null, provider: null, refundedAmount: '0.00' });
    const checkout = await plain.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: venue.auth,
      payload: { paymentId: payment.id },
    });
    expect(checkout.statusCode).toBe(409);
    const confirmed = await plain.inject({
      method: 'POST',
      url: `/api/payments/${payment.id}/confirm-test`,
      headers: venue.auth,
      payload: card('vd_test_guess'),
    });
    expect(confirmed.statusCode).toBe(409);
    expect((await plain.inject({ method: 'GET', url: '/api/payments/setup', headers: venue.auth })).json()).toEqual({
      checkout: 'none',
      canConnectStripe: false,
      usesPlatformAccount: false,
      stripeAccount: null,
    });
    const recorded = await plain.inject({
      method: 'PATCH',
      url: `/api/payments/${payment.id}`,
      headers: venue.auth,
      payload: { status: 'paid', method: 'cash' },
    });
    expect(recorded.json()).toMatchObject({ status: 'paid', provider: 'manual', method: 'cash' });
  });

  it('keeps the test processor for the Demo venue alone', async () => {
    const { app: plain } = await createTestApp();
    const demo = await signUpOwner(plain, 'Demo Twin');
    await plain.deps.db.update(venues).set({ isDemo: true }).where(eq(venues.id, demo.user.venueId!));
    expect((await createPayment(plain, demo)).onlinePayment).toBe('test');
    expect((await createPayment(plain, await signUpOwner(plain, 'Real Hall'))).onlinePayment).toBeNull();
  });

  it('refuses PAYMENTS_MODE=test beside Stripe keys at start, and any other value', () => {
    expect(() =>
      loadConfig({
        PAYMENTS_MODE: 'test',
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
      }),
    ).toThrow(/PAYMENTS_MODE=test is for an installation without Stripe/);
    expect(() => loadConfig({ PAYMENTS_MODE: 'yes' })).toThrow(/PAYMENTS_MODE: must be test or off/);
  });
});

describe('POST /api/create-payment-intent', () => {
  it("charges the payment's own amount, whatever amount the browser sends", async () => {
    const payment = await createPayment(app, owner, { amount: '2500.00' });
    const response = await app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: owner.auth,
      payload: { paymentId: payment.id, amount: 1 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      clientSecret: expect.stringMatching(/^vd_test_/),
      amount: '2500.00',
      provider: 'test',
    });
    expect((await startCheckout(app, owner, payment.id)).clientSecret).toBe(response.json().clientSecret);
    const [attempt] = await app.deps.db.select().from(paymentAttempts).where(eq(paymentAttempts.paymentId, payment.id));
    expect(attempt).toMatchObject({ amount: '2500.00', status: 'created', provider: 'test' });
  });

  it("answers 409 for a paid payment and 404 for another venue's", async () => {
    const payment = await createPayment(app, owner);
    await app.inject({
      method: 'PATCH',
      url: `/api/payments/${payment.id}`,
      headers: owner.auth,
      payload: { status: 'paid', method: 'cash' },
    });
    const paid = await app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: owner.auth,
      payload: { paymentId: payment.id },
    });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe('This payment is already paid');
    const theirs = await createPayment(app, await signUpOwner(app, 'Other Hall'));
    const foreign = await app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: owner.auth,
      payload: { paymentId: theirs.id },
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('POST /api/payments/{id}/confirm-test', () => {
  it('4242 4242 4242 4242 pays, marked as a test everywhere: the payment, its receipt, the notification; the deposit confirms the booking', async () => {
    const booking = await createPayableBooking(app, owner, { email: 'mia@example.com', coupleNames: 'Mia & Lucas' });
    const payment = await createPayment(app, owner, { bookingId: booking.id, type: 'deposit', amount: '3000' });
    const { clientSecret } = await startCheckout(app, owner, payment.id);
    const response = await confirm(owner, payment.id, card(clientSecret));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'paid',
      method: 'card',
      provider: 'test',
      paidAt: expect.any(String),
      amount: '3000.00',
    });
    const [receipt] = await app.deps.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, 'mia@example.com'))
      .orderBy(desc(outbox.id));
    expect(receipt!.subject).toBe('Receipt (test): $3,000.00 paid to Casa Azul');
    expect(receipt!.text).toContain('Test payment: no money moved.');
    const [bookingRow] = await app.deps.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(bookingRow!.status).toBe('deposit_paid');
    const notes = await app.deps.db.select().from(notifications).where(eq(notifications.kind, 'payment.received'));
    expect(notes.map((note) => note.title)).toContain(
      '$3,000.00 received from Mia & Lucas (test payment: no money moved)',
    );
  });

  it.each([
    ['4000 0000 0000 0002', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
  ])(
    '%s is declined with 402, the decline recorded and the payment still pending and payable with the same form',
    async (number, message) => {
      const payment = await createPayment(app, owner);
      const first = await startCheckout(app, owner, payment.id);
      const response = await confirm(owner, payment.id, card(first.clientSecret, number));
      expect(response.statusCode).toBe(402);
      expect(response.json()).toMatchObject({ code: 'PAYMENT_DECLINED', message });
      expect((await paymentRow(payment.id)).status).toBe('pending');
      const attempts = await app.deps.db
        .select()
        .from(paymentAttempts)
        .where(eq(paymentAttempts.paymentId, payment.id));
      expect(attempts).toEqual([expect.objectContaining({ status: 'created', failureMessage: message })]);

      const second = await startCheckout(app, owner, payment.id);
      expect(second.clientSecret).toBe(first.clientSecret);
      expect((await confirm(owner, payment.id, card(second.clientSecret))).statusCode).toBe(200);
    },
  );

  it.each([
    ['a number failing the Luhn check', { cardNumber: '4242 4242 4242 4241' }, 'cardNumber'],
    ['a past expiry', { expMonth: 1, expYear: 2020 }, 'expMonth'],
    ['a bad CVC', { cvc: '12' }, 'cvc'],
    ['letters in the number', { cardNumber: '4242-abcd' }, 'cardNumber'],
    ['month 13', { expMonth: 13 }, 'expMonth'],
  ])('refuses %s with 400 and charges nothing', async (_case, overrides, field) => {
    const payment = await createPayment(app, owner);
    const { clientSecret } = await startCheckout(app, owner, payment.id);
    const response = await confirm(owner, payment.id, card(clientSecret, undefined, overrides));
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors)).toContain(field);
    expect((await paymentRow(payment.id)).status).toBe('pending');
  });

  it('answers 409 to a second confirmation, and of confirmations sent at once charges once', async () => {
    for (let round = 0; round < 3; round++) {
      const payment = await createPayment(app, owner);
      const intents = await Promise.all([1, 2, 3, 4].map(() => startCheckout(app, owner, payment.id)));
      const answers = await Promise.all(intents.map((intent) => confirm(owner, payment.id, card(intent.clientSecret))));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
      const succeeded = await app.deps.db
        .select()
        .from(paymentAttempts)
        .where(eq(paymentAttempts.paymentId, payment.id));
      expect(succeeded.filter((attempt) => attempt.status === 'succeeded')).toHaveLength(1);
    }
    const payment = await createPayment(app, owner);
    const { clientSecret } = await startCheckout(app, owner, payment.id);
    expect((await confirm(owner, payment.id, card(clientSecret))).statusCode).toBe(200);
    expect((await confirm(owner, payment.id, card(clientSecret))).statusCode).toBe(409);
  });

  it('refuses a client secret of another payment, or one made before the amount changed', async () => {
    const payment = await createPayment(app, owner);
    const other = await createPayment(app, owner);
    const { clientSecret } = await startCheckout(app, owner, other.id);
    expect((await confirm(owner, payment.id, card(clientSecret))).statusCode).toBe(409);
    const mine = await startCheckout(app, owner, payment.id);
    await app.inject({
      method: 'PATCH',
      url: `/api/payments/${payment.id}`,
      headers: owner.auth,
      payload: { amount: '1.00' },
    });
    const changed = await confirm(owner, payment.id, card(mine.clientSecret));
    expect(changed.statusCode).toBe(409);
    expect((await paymentRow(payment.id)).status).toBe('pending');
  });
});
