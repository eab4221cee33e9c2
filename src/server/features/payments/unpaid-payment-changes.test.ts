import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, paymentAttempts, payments } from '#server/db/schema.ts';
import type { Payment } from '#shared/payments/payments.schemas.ts';
import { addStaffMember, signUpClient, signUpOwner, type SignedIn } from '#tests/factories.ts';
import { card, createPayableBooking, createPayment, startCheckout } from '#tests/payments-factory.ts';
import { createTestApp } from '#tests/test-app.ts';

// Staff change money not yet moved: delete an unpaid payment, give a schedule its total, and
// replace a schedule nothing of which is paid (decision 036). Test mode: PAYMENTS_MODE=test.
const { app } = await createTestApp({ env: { PAYMENTS_MODE: 'test' } });
const owner = await signUpOwner(app, 'Casa Azul');

function remove(who: SignedIn, id: number) {
  return app.inject({ method: 'DELETE', url: `/api/payments/${id}`, headers: who.auth });
}

function schedule(method: 'POST' | 'PUT', bookingId: number, payload: object, who: SignedIn = owner) {
  return app.inject({ method, url: `/api/bookings/${bookingId}/payment-schedule`, headers: who.auth, payload });
}

function record(id: number) {
  return app.inject({
    method: 'PATCH',
    url: `/api/payments/${id}`,
    headers: owner.auth,
    payload: { status: 'paid', method: 'cash' },
  });
}

async function bookingPayments(bookingId: number) {
  return app.deps.db.select().from(payments).where(eq(payments.bookingId, bookingId)).orderBy(payments.id);
}

async function bookingTotal(bookingId: number) {
  const [row] = await app.deps.db
    .select({ total: bookings.totalAmount })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row!.total;
}

describe('DELETE /api/payments/{id}', () => {
  it('deletes an unpaid payment, and its open test checkout with it', async () => {
    const payment = await createPayment(app, owner);
    await startCheckout(app, owner, payment.id);
    const coordinator = await addStaffMember(app, owner.user.venueId!, 'coordinator');
    expect((await remove(coordinator, payment.id)).statusCode).toBe(204);
    expect(await bookingPayments(payment.bookingId)).toEqual([]);
    const attempts = await app.deps.db.select().from(paymentAttempts).where(eq(paymentAttempts.paymentId, payment.id));
    expect(attempts).toEqual([]);
    expect((await remove(owner, payment.id)).statusCode).toBe(404);
  });

  it('refuses a paid payment with 409 and keeps it', async () => {
    const payment = await createPayment(app, owner);
    await record(payment.id);
    const refused = await remove(owner, payment.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This payment is paid, so it can no longer be deleted; refund it instead');
    expect(await bookingPayments(payment.bookingId)).toHaveLength(1);
  });

  it('refuses a payment whose bank debit is on its way', async () => {
    const payment = await createPayment(app, owner);
    await app.deps.db.update(payments).set({ status: 'processing' }).where(eq(payments.id, payment.id));
    const refused = await remove(owner, payment.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This payment is on its way from the bank; wait for the bank to confirm or fail it',
    );
  });

  it('pays or deletes, never both: a card paid at the same moment keeps its payment', async () => {
    for (let round = 0; round < 5; round += 1) {
      const payment = await createPayment(app, owner);
      const { clientSecret } = await startCheckout(app, owner, payment.id);
      const [paid, deleted] = await Promise.all([
        app.inject({
          method: 'POST',
          url: `/api/payments/${payment.id}/confirm-test`,
          headers: owner.auth,
          payload: card(clientSecret),
        }),
        remove(owner, payment.id),
      ]);
      const rows = await bookingPayments(payment.bookingId);
      if (deleted.statusCode === 204) {
        expect(paid.statusCode).toBe(404);
        expect(rows).toEqual([]);
      } else {
        expect([paid.statusCode, deleted.statusCode]).toEqual([200, 409]);
        expect(rows.map((row) => row.status)).toEqual(['paid']);
      }
    }
  });

  it("answers 404 for another venue's payment and 403 for a client, deleting nothing", async () => {
    const other = await signUpOwner(app, 'Other Delete Hall');
    const foreign = await createPayment(app, other);
    expect((await remove(owner, foreign.id)).statusCode).toBe(404);
    expect((await remove(await signUpClient(app), foreign.id)).statusCode).toBe(403);
    expect(await bookingPayments(foreign.bookingId)).toHaveLength(1);
  });
});

describe('a payment schedule given its total', () => {
  it('saves the total to the booking and splits it, in one request', async () => {
    const booking = await createPayableBooking(app, owner, { totalAmount: null });
    const response = await schedule('POST', booking.id, {
      totalAmount: '8000',
      depositPercent: 25,
      finalDueDate: '2032-01-10',
    });
    expect(response.statusCode).toBe(201);
    const created = response.json<Payment[]>();
    expect(created.map((payment) => payment.amount)).toEqual(['2000.00', '6000.00']);
    expect(new Set(created.map((payment) => payment.scheduleId)).size).toBe(1);
    expect(created[0]!.scheduleId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await bookingTotal(booking.id)).toBe('8000.00');
  });

  it('keeps the total as it was when the schedule is refused', async () => {
    const booking = await createPayableBooking(app, owner, { totalAmount: null });
    const refused = await schedule('POST', booking.id, {
      totalAmount: '8000',
      depositPercent: 100,
      finalDueDate: '2032-01-10',
    });
    expect(refused.statusCode).toBe(400);
    expect(await bookingTotal(booking.id)).toBeNull();
    const zero = await schedule('POST', booking.id, {
      totalAmount: '0',
      depositPercent: 25,
      finalDueDate: '2032-01-10',
    });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().fieldErrors.totalAmount).toEqual(['Enter an amount above 0 with at most 2 decimals']);
    expect(await bookingPayments(booking.id)).toEqual([]);
  });
});

describe('PUT /api/bookings/{id}/payment-schedule', () => {
  it('replaces a schedule nothing of which is paid, leaving payments made alone as they are', async () => {
    const booking = await createPayableBooking(app, owner, { totalAmount: '10000.00' });
    const extra = await createPayment(app, owner, { bookingId: booking.id, type: 'additional', amount: '300.00' });
    const first = await schedule('POST', booking.id, { depositPercent: 30, finalDueDate: '2032-01-10' });
    await startCheckout(app, owner, first.json<Payment[]>()[0]!.id);
    const replaced = await schedule('PUT', booking.id, {
      depositPercent: 20,
      milestones: [{ percent: 30, dueDate: '2031-12-01' }],
      finalDueDate: '2032-02-01',
    });
    expect(replaced.statusCode).toBe(200);
    const created = replaced.json<Payment[]>();
    expect(created.map((payment) => [payment.type, payment.amount])).toEqual([
      ['deposit', '2000.00'],
      ['milestone', '3000.00'],
      ['final', '5000.00'],
    ]);
    const rows = await bookingPayments(booking.id);
    expect(rows.map((row) => row.id)).toEqual([extra.id, ...created.map((payment) => payment.id)]);
  });

  it('takes a new total with the new schedule', async () => {
    const booking = await createPayableBooking(app, owner, { totalAmount: '10000.00' });
    await schedule('POST', booking.id, { depositPercent: 30, finalDueDate: '2032-01-10' });
    const replaced = await schedule('PUT', booking.id, {
      totalAmount: '12000.00',
      depositPercent: 50,
      finalDueDate: '2032-01-10',
    });
    expect(replaced.json<Payment[]>().map((payment) => payment.amount)).toEqual(['6000.00', '6000.00']);
    expect(await bookingTotal(booking.id)).toBe('12000.00');
  });

  it('is refused once any of the schedule is paid, and changes nothing', async () => {
    const booking = await createPayableBooking(app, owner, { totalAmount: '10000.00' });
    const [deposit] = (await schedule('POST', booking.id, { depositPercent: 30, finalDueDate: '2032-01-10' })).json<
      Payment[]
    >();
    await record(deposit!.id);
    const before = await bookingPayments(booking.id);
    const refused = await schedule('PUT', booking.id, {
      totalAmount: '20000.00',
      depositPercent: 10,
      finalDueDate: '2032-01-10',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'The deposit payment of this schedule is paid, so it can no longer be deleted; refund it instead',
    );
    expect(await bookingPayments(booking.id)).toEqual(before);
    expect(await bookingTotal(booking.id)).toBe('10000.00');
  });

  it('answers 409 when there is no unpaid schedule, and 404 for another venue’s booking', async () => {
    const booking = await createPayableBooking(app, owner);
    const none = await schedule('PUT', booking.id, { depositPercent: 30, finalDueDate: '2032-01-10' });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('This booking has no unpaid payment schedule to replace');
    const other = await signUpOwner(app, 'Other Replace Hall');
    const foreign = await createPayableBooking(app, other);
    await schedule('POST', foreign.id, { depositPercent: 30, finalDueDate: '2032-01-10' }, other);
    const refused = await schedule('PUT', foreign.id, { depositPercent: 50, finalDueDate: '2032-01-10' });
    expect(refused.statusCode).toBe(404);
    expect((await bookingPayments(foreign.id)).map((row) => row.amount)).toEqual(['3000.00', '7000.00']);
  });

  it('leaves one schedule when it is replaced several times at once', async () => {
    const booking = await createPayableBooking(app, owner, { totalAmount: '9000.00' });
    await schedule('POST', booking.id, { depositPercent: 30, finalDueDate: '2032-01-10' });
    const answers = await Promise.all(
      [10, 20, 30, 40, 50].map((depositPercent) =>
        schedule('PUT', booking.id, { depositPercent, finalDueDate: '2032-01-10' }),
      ),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const [row] = await app.deps.db
      .select({
        count: sql<number>`count(*)::int`,
        schedules: sql<number>`count(distinct ${payments.scheduleId})::int`,
        sum: sql<string>`sum(${payments.amount})::text`,
      })
      .from(payments)
      .where(eq(payments.bookingId, booking.id));
    expect(row).toEqual({ count: 2, schedules: 1, sum: '9000.00' });
  });
});
