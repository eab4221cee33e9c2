import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, notifications, paymentAttempts, paymentExceptions, payments } from '#server/db/schema.ts';
import type { Payment, PaymentException } from '#shared/payments/payments.schemas.ts';
import { signUpOwner } from '#tests/factories.ts';
import { createPayableBooking, createPayment, startCheckout } from '#tests/payments-factory.ts';
import { startStripeStandIn } from '#tests/stripe-stand-in.ts';
import { createTestApp } from '#tests/test-app.ts';

const stripe = await startStripeStandIn();
const { app } = await createTestApp({ env: stripe.env });
const owner = await signUpOwner(app, 'Casa Azul');
const accountId = await stripe.connectVenue(app, owner);

/** A payment of 2500.00 with its live PaymentIntent on the venue's account. */
async function paymentWithIntent(overrides: Parameters<typeof createPayment>[2] = {}) {
  const payment = await createPayment(app, owner, { amount: '2500.00', ...overrides });
  const intent = await startCheckout(app, owner, payment.id);
  return { payment, intentId: intent.clientSecret.replace(/_secret_.*$/, '') };
}

const deliver = (type: string, object: object, account: string | undefined = accountId) =>
  stripe.deliver(app, stripe.event(type, object, account));

async function paymentRow(id: number) {
  const [row] = await app.deps.db.select().from(payments).where(eq(payments.id, id));
  return row!;
}

async function countMail(subjectStart: string, paymentId: number) {
  const result = await app.deps.db.execute<{ total: number }>(
    sql`select count(*)::int as total from outbox where subject like ${`${subjectStart}%`} and text like ${`%P-${paymentId}%`}`,
  );
  return result.rows[0]!.total;
}

async function exceptionsList(): Promise<PaymentException[]> {
  return (await app.inject({ method: 'GET', url: '/api/payments/exceptions', headers: owner.auth })).json();
}

describe('POST /api/webhooks/stripe: signatures', () => {
  it('answers 400 without a signature, or with a wrong one, and changes nothing', async () => {
    const { payment, intentId } = await paymentWithIntent();
    const event = stripe.event('payment_intent.succeeded', stripe.pay(intentId), accountId);
    expect((await stripe.deliver(app, event, { signature: null })).statusCode).toBe(400);
    expect((await stripe.deliver(app, event, { secret: 'whsec_wrong' })).statusCode).toBe(400);
    expect((await stripe.deliver(app, event, { signature: 't=1,v1=deadbeef' })).statusCode).toBe(400);
    expect((await paymentRow(payment.id)).status).toBe('pending');
  });

  it('takes events signed with the platform endpoint’s secret or the Connect endpoint’s', async () => {
    const { payment, intentId } = await paymentWithIntent();
    const event = stripe.event('payment_intent.succeeded', stripe.pay(intentId), accountId);
    const response = await stripe.deliver(app, event, { secret: stripe.env.STRIPE_WEBHOOK_SECRET });
    expect(response.json()).toEqual({ received: true, outcome: 'applied' });
    expect((await paymentRow(payment.id)).status).toBe('paid');
  });

  it('ignores an event of another account than the one the PaymentIntent lives on', async () => {
    const { payment, intentId } = await paymentWithIntent();
    const response = await deliver('payment_intent.succeeded', stripe.pay(intentId), 'acct_someone_else');
    expect(response.json().outcome).toBe('ignored');
    expect((await paymentRow(payment.id)).status).toBe('pending');
  });
});

describe('a card payment through Stripe', () => {
  it('marks the payment paid by Stripe once, however often or however concurrently the event comes', async () => {
    const { payment, intentId } = await paymentWithIntent({ type: 'deposit' });
    const event = stripe.event('payment_intent.succeeded', stripe.pay(intentId), accountId);
    const answers = await Promise.all(Array.from({ length: 4 }, () => stripe.deliver(app, event)));
    expect(answers.map((answer) => answer.json().outcome).sort()).toEqual([
      'applied',
      'duplicate',
      'duplicate',
      'duplicate',
    ]);
    const row = await paymentRow(payment.id);
    expect(row).toMatchObject({
      status: 'paid',
      provider: 'stripe',
      method: 'card',
      stripeIntentId: intentId,
      stripeAccount: accountId,
    });
    expect(await countMail('Receipt:', payment.id)).toBe(1);
    const [booking] = await app.deps.db.select().from(bookings).where(eq(bookings.id, payment.bookingId));
    expect(booking!.status).toBe('deposit_paid');
  });

  it('a declined try leaves the checkout open, and the retried card pays it', async () => {
    const { payment, intentId } = await paymentWithIntent();
    const declined = { ...stripe.intent(intentId), last_payment_error: { message: 'Your card was declined.' } };
    expect((await deliver('payment_intent.payment_failed', declined)).json().outcome).toBe('applied');
    expect((await paymentRow(payment.id)).status).toBe('pending');
    const again = await startCheckout(app, owner, payment.id);
    expect(again.clientSecret).toContain(intentId);
    await deliver('payment_intent.succeeded', stripe.pay(intentId));
    expect((await paymentRow(payment.id)).status).toBe('paid');
  });

  it('a late failure after the success changes nothing', async () => {
    const { payment, intentId } = await paymentWithIntent();
    await deliver('payment_intent.succeeded', stripe.pay(intentId));
    const late = await deliver('payment_intent.payment_failed', {
      ...stripe.intent(intentId),
      last_payment_error: { message: 'Declined' },
    });
    expect(late.json().outcome).toBe('ignored');
    expect((await paymentRow(payment.id)).status).toBe('paid');
  });
});

describe('a US bank debit (ACH)', () => {
  it('stays processing, and its booking waits, until the bank confirms', async () => {
    const { payment, intentId } = await paymentWithIntent({ type: 'deposit' });
    await deliver('payment_intent.processing', stripe.startBankDebit(intentId));
    const listed = (await app.inject({ method: 'GET', url: '/api/payments', headers: owner.auth })).json<Payment[]>();
    expect(listed.find((row) => row.id === payment.id)).toMatchObject({ status: 'processing', onlinePayment: null });
    const [waiting] = await app.deps.db.select().from(bookings).where(eq(bookings.id, payment.bookingId));
    expect(waiting!.status).toBe('booked');
    const checkout = await app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: owner.auth,
      payload: { paymentId: payment.id },
    });
    expect(checkout.statusCode).toBe(409);
    const record = await app.inject({
      method: 'PATCH',
      url: `/api/payments/${payment.id}`,
      headers: owner.auth,
      payload: { status: 'paid', method: 'cash' },
    });
    expect(record.statusCode).toBe(409);

    await deliver('payment_intent.succeeded', stripe.pay(intentId));
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'paid', method: 'bank_debit', provider: 'stripe' });
    const [confirmed] = await app.deps.db.select().from(bookings).where(eq(bookings.id, payment.bookingId));
    expect(confirmed!.status).toBe('deposit_paid');
  });

  it('a failed debit puts the payment back to pending and tells the venue', async () => {
    const { payment, intentId } = await paymentWithIntent();
    await deliver('payment_intent.processing', stripe.startBankDebit(intentId));
    await deliver('payment_intent.payment_failed', stripe.failBankDebit(intentId));
    expect((await paymentRow(payment.id)).status).toBe('pending');
    const notices = await app.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.link, `/payments?payment=${payment.id}`));
    expect(notices.filter((notice) => notice.kind === 'payment.failed')).toHaveLength(1);
    expect((await startCheckout(app, owner, payment.id)).clientSecret).toContain(intentId);
  });
});

describe('money no payment was waiting for', () => {
  it('a success for a payment recorded by hand meanwhile is refunded automatically and shown as an exception', async () => {
    const { payment, intentId } = await paymentWithIntent();
    const captured = stripe.pay(intentId); // the couple paid in a tab opened before the venue recorded the check
    await app.inject({
      method: 'PATCH',
      url: `/api/payments/${payment.id}`,
      headers: owner.auth,
      payload: { status: 'paid', method: 'check' },
    });
    const response = await deliver('payment_intent.succeeded', captured);
    expect(response.json().outcome).toBe('exception');
    const refund = [...stripe.refunds.values()].find((row) => row.payment_intent === intentId)!;
    expect(refund).toMatchObject({ amount: 250000, status: 'succeeded' });
    expect(
      stripe.requests.find(
        (request) => request.path === '/v1/refunds' && request.body.get('payment_intent') === intentId,
      )!.account,
    ).toBe(accountId);
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'paid', provider: 'manual', refundedAmount: '0.00' });
    const [exception] = (await exceptionsList()).filter((row) => row.paymentId === payment.id);
    expect(exception).toMatchObject({
      kind: 'checkout_replaced',
      amount: '2500.00',
      currency: 'usd',
      refundStatus: 'refunded',
    });

    const resolved = await app.inject({
      method: 'POST',
      url: `/api/payments/exceptions/${exception!.id}/resolve`,
      headers: owner.auth,
    });
    expect(resolved.statusCode).toBe(204);
    expect((await exceptionsList()).some((row) => row.id === exception!.id)).toBe(false);
  });

  it('a second success for a payment already paid by another checkout is refunded', async () => {
    const { payment, intentId } = await paymentWithIntent();
    await deliver('payment_intent.succeeded', stripe.pay(intentId));
    // Another PaymentIntent for the same payment, as a second browser could have had before.
    const [attempt] = await app.deps.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.stripeIntentId, intentId));
    const other = stripe.intent(intentId);
    const twin = { ...other, id: `${intentId}_twin` };
    stripe.intents.set(twin.id, { ...twin });
    await app.deps.db.insert(paymentAttempts).values({
      venueId: attempt!.venueId,
      paymentId: payment.id,
      provider: 'stripe',
      stripeAccount: accountId,
      amount: '2500.00',
      status: 'canceled',
      stripeIntentId: twin.id,
    });
    expect((await deliver('payment_intent.succeeded', twin)).json().outcome).toBe('exception');
    expect((await paymentRow(payment.id)).status).toBe('paid');
    expect(await countMail('Receipt:', payment.id)).toBe(1);
  });

  it('a success for a cancelled booking is refunded, and the payment stays unpaid', async () => {
    const booking = await createPayableBooking(app, owner);
    const { payment, intentId } = await paymentWithIntent({ bookingId: booking.id });
    await app.inject({
      method: 'PATCH',
      url: `/api/bookings/${booking.id}`,
      headers: owner.auth,
      payload: { status: 'cancelled' },
    });
    expect((await deliver('payment_intent.succeeded', stripe.pay(intentId))).json().outcome).toBe('exception');
    expect((await paymentRow(payment.id)).status).toBe('pending');
    const [exception] = await app.deps.db
      .select()
      .from(paymentExceptions)
      .where(eq(paymentExceptions.stripeIntentId, intentId));
    expect(exception).toMatchObject({ kind: 'booking_cancelled', refundStatus: 'refunded' });
  });

  it('an amount other than the payment’s is refunded and never marks it paid', async () => {
    const { payment, intentId } = await paymentWithIntent();
    expect((await deliver('payment_intent.succeeded', stripe.pay(intentId, 100))).json().outcome).toBe('exception');
    expect((await paymentRow(payment.id)).status).toBe('pending');
  });

  it('when the automatic refund fails, staff see why and can refund it again; it stays until its money is back', async () => {
    const { payment, intentId } = await paymentWithIntent();
    const captured = stripe.pay(intentId);
    await app.inject({
      method: 'PATCH',
      url: `/api/payments/${payment.id}`,
      headers: owner.auth,
      payload: { status: 'paid', method: 'cash' },
    });
    stripe.failures.set('/v1/refunds', { status: 400, type: 'invalid_request_error', message: 'Refunds are paused' });
    try {
      await deliver('payment_intent.succeeded', captured);
    } finally {
      stripe.failures.clear();
    }
    const [failed] = (await exceptionsList()).filter((row) => row.paymentId === payment.id);
    expect(failed).toMatchObject({ refundStatus: 'failed', refundFailure: 'Refunds are paused' });
    const early = await app.inject({
      method: 'POST',
      url: `/api/payments/exceptions/${failed!.id}/resolve`,
      headers: owner.auth,
    });
    expect(early.statusCode).toBe(409);
    const retried = await app.inject({
      method: 'POST',
      url: `/api/payments/exceptions/${failed!.id}/refund`,
      headers: owner.auth,
    });
    expect(retried.statusCode).toBe(204);
    const [after] = (await exceptionsList()).filter((row) => row.paymentId === payment.id);
    expect(after).toMatchObject({ refundStatus: 'refunded', refundFailure: null });
  });
});

describe('events in any order end in the same state', () => {
  it('a refund delivered before its success leaves the payment refunded, also when both arrive at once', async () => {
    for (const together of [false, true]) {
      const { payment, intentId } = await paymentWithIntent({ type: 'deposit' });
      const succeeded = stripe.event('payment_intent.succeeded', stripe.pay(intentId), accountId);
      const refunded = stripe.event('refund.created', stripe.refundInDashboard(intentId), accountId);
      if (together) {
        await Promise.all([stripe.deliver(app, refunded), stripe.deliver(app, succeeded)]);
      } else {
        await stripe.deliver(app, refunded);
        await stripe.deliver(app, succeeded);
      }
      expect(await paymentRow(payment.id)).toMatchObject({ status: 'refunded', refundedAmount: '2500.00' });
      const [booking] = await app.deps.db.select().from(bookings).where(eq(bookings.id, payment.bookingId));
      expect(booking!.status).toBe('booked');
    }
  });

  it('a partial refund made in Stripe’s Dashboard is recorded once, whichever of its events come', async () => {
    const { payment, intentId } = await paymentWithIntent();
    await deliver('payment_intent.succeeded', stripe.pay(intentId));
    const refund = stripe.refundInDashboard(intentId, 50000);
    await Promise.all([deliver('refund.created', refund), deliver('refund.updated', refund)]);
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'paid', refundedAmount: '500.00' });
    const listed = (await app.inject({ method: 'GET', url: '/api/payments', headers: owner.auth })).json<Payment[]>();
    expect(listed.find((row) => row.id === payment.id)!.refundedAmount).toBe('500.00');
    expect(await countMail('Refund:', payment.id)).toBe(1);
  });
});
