import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, paymentRefunds } from '#server/db/schema.ts';
import type { Payment, PaymentSetup } from '#shared/payments/payments.schemas.ts';
import { addStaffMember, signUpOwner } from '#tests/factories.ts';
import { createPayment, startCheckout } from '#tests/payments-factory.ts';
import { startStripeStandIn } from '#tests/stripe-stand-in.ts';
import { createTestApp } from '#tests/test-app.ts';

const stripe = await startStripeStandIn();
const { app } = await createTestApp({ env: stripe.env });
const owner = await signUpOwner(app, 'Casa Azul');
const accountId = await stripe.connectVenue(app, owner);

/** A deposit of 2500.00 paid by card through Stripe on the venue's account. */
async function paidByCard() {
  const payment = await createPayment(app, owner, { amount: '2500.00', type: 'deposit' });
  const intentId = (await startCheckout(app, owner, payment.id)).clientSecret.replace(/_secret_.*$/, '');
  await stripe.deliver(app, stripe.event('payment_intent.succeeded', stripe.pay(intentId), accountId));
  return { payment, intentId };
}

function refund(paymentId: number, payload: object = {}, who = owner) {
  return app.inject({ method: 'POST', url: `/api/payments/${paymentId}/refunds`, headers: who.auth, payload });
}

async function bookingStatus(id: number) {
  const [row] = await app.deps.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id));
  return row!.status;
}

describe('POST /api/payments/{id}/refunds for a Stripe payment', () => {
  it('refunds part through Stripe on the venue’s account, then the rest; the status and the booking follow the money', async () => {
    const { payment, intentId } = await paidByCard();
    expect(await bookingStatus(payment.bookingId)).toBe('deposit_paid');

    const part = await refund(payment.id, { amount: '500.00', reason: 'Smaller room' });
    expect(part.statusCode).toBe(200);
    expect(part.json<Payment>()).toMatchObject({ status: 'paid', refundedAmount: '500.00' });
    const call = stripe.requests.filter((request) => request.path === '/v1/refunds').at(-1)!;
    expect(call.account).toBe(accountId);
    expect(call.body.get('payment_intent')).toBe(intentId);
    expect(call.body.get('amount')).toBe('50000');
    expect(await bookingStatus(payment.bookingId)).toBe('deposit_paid');

    const rest = await refund(payment.id);
    expect(rest.json<Payment>()).toMatchObject({ status: 'refunded', refundedAmount: '2500.00' });
    expect(
      stripe.requests
        .filter((request) => request.path === '/v1/refunds')
        .at(-1)!
        .body.get('amount'),
    ).toBe('200000');
    expect(await bookingStatus(payment.bookingId)).toBe('booked');
    const mails = await app.deps.db.execute<{ subject: string }>(
      sql`select subject from outbox where subject like 'Refund:%' and text like ${`%P-${payment.id}%`} order by id`,
    );
    expect(mails.rows.map((row) => row.subject)).toEqual([
      'Refund: $500.00 from Casa Azul',
      'Refund: $2,000.00 from Casa Azul',
    ]);

    // Stripe's own events for those refunds change nothing more.
    for (const made of stripe.refunds.values()) {
      if (made.payment_intent === intentId) await stripe.deliver(app, stripe.event('refund.updated', made, accountId));
    }
    const rows = await app.deps.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment.id));
    expect(rows.map((row) => [row.amount, row.status])).toEqual([
      ['500.00', 'succeeded'],
      ['2000.00', 'succeeded'],
    ]);
  });

  it('never refunds more than was paid, even when asked many times at once', async () => {
    const { payment } = await paidByCard();
    const answers = await Promise.all(Array.from({ length: 6 }, () => refund(payment.id, { amount: '1000.00' })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 400, 400, 400, 400]);
    const tooMuch = answers.find((answer) => answer.statusCode === 400)!;
    expect(tooMuch.json().fieldErrors).toEqual({ amount: ['At most $500.00 is left to refund'] });
    const made = [...stripe.refunds.values()].filter((row) => row.metadata.paymentId === String(payment.id));
    expect(made.reduce((sum, row) => sum + row.amount, 0)).toBe(200000);
  });

  it('a pending refund counts once Stripe says it succeeded', async () => {
    const { payment } = await paidByCard();
    stripe.refundStatus = 'pending';
    try {
      expect((await refund(payment.id)).json<Payment>()).toMatchObject({ status: 'paid', refundedAmount: '0.00' });
    } finally {
      stripe.refundStatus = 'succeeded';
    }
    const pending = [...stripe.refunds.values()].find((row) => row.metadata.paymentId === String(payment.id))!;
    pending.status = 'succeeded';
    await stripe.deliver(app, stripe.event('refund.updated', pending, accountId));
    const listed = (await app.inject({ method: 'GET', url: '/api/payments', headers: owner.auth })).json<Payment[]>();
    expect(listed.find((row) => row.id === payment.id)).toMatchObject({
      status: 'refunded',
      refundedAmount: '2500.00',
    });
  });

  it('says what Stripe refused, records the refund failed, and leaves the payment paid', async () => {
    const { payment } = await paidByCard();
    stripe.failures.set('/v1/refunds', { status: 400, type: 'invalid_request_error', message: 'Insufficient balance' });
    try {
      const refused = await refund(payment.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('Stripe refused the refund: Insufficient balance');
    } finally {
      stripe.failures.clear();
    }
    const rows = await app.deps.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment.id));
    expect(rows.map((row) => row.status)).toEqual(['failed']);
    expect((await refund(payment.id)).json<Payment>().status).toBe('refunded');
  });

  it('refuses coordinators, pending payments and bad amounts, changing nothing', async () => {
    const { payment } = await paidByCard();
    const coordinator = await addStaffMember(app, owner.user.venueId!, 'coordinator');
    expect((await refund(payment.id, {}, coordinator)).statusCode).toBe(403);
    const unpaid = await createPayment(app, owner);
    expect((await refund(unpaid.id)).statusCode).toBe(409);
    for (const amount of ['0', '-5', '12.345', 'abc', '3000.00']) {
      expect((await refund(payment.id, { amount })).statusCode).toBe(400);
    }
    const rows = await app.deps.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment.id));
    expect(rows).toEqual([]);
  });
});

describe('connecting the venue’s own Stripe account', () => {
  it('makes one account however often the owner starts, sends the owner to Stripe, and takes cards once Stripe enables charges', async () => {
    const other = await signUpOwner(app, 'Second Hall');
    const start = () =>
      app.inject({ method: 'POST', url: '/api/payments/setup/stripe-onboarding', headers: other.auth });
    const links = await Promise.all([start(), start()]);
    const urls = links.map((link) => link.json<{ url: string }>().url);
    expect(urls[0]).toMatch(/^https:\/\/connect\.stripe\.test\/setup\/acct_/);
    expect(urls[1]).toBe(urls[0]);
    const linkRequest = stripe.requests.filter((request) => request.path === '/v1/account_links').at(-1)!;
    expect(linkRequest.body.get('return_url')).toBe('http://venuedesk.test/payments?stripe=return');
    expect(linkRequest.body.get('type')).toBe('account_onboarding');
    const account = urls[0]!.split('/').at(-1)!;

    const setup = () => app.inject({ method: 'GET', url: '/api/payments/setup', headers: other.auth });
    expect((await setup()).json<PaymentSetup>()).toMatchObject({
      checkout: 'none',
      stripeAccount: { id: account, chargesEnabled: false },
    });
    stripe.enableCharges(account);
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/payments/setup/stripe-refresh',
      headers: other.auth,
    });
    expect(refreshed.json<PaymentSetup>()).toMatchObject({
      checkout: 'stripe',
      stripeAccount: { id: account, chargesEnabled: true, detailsSubmitted: true },
    });
    expect((await createPayment(app, other)).onlinePayment).toBe('stripe');
  });

  it('is the owner’s alone', async () => {
    const manager = await addStaffMember(app, owner.user.venueId!, 'manager');
    const response = await app.inject({
      method: 'POST',
      url: '/api/payments/setup/stripe-onboarding',
      headers: manager.auth,
    });
    expect(response.statusCode).toBe(403);
  });
});
