import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookings, payments } from '#server/db/schema.ts';
import { paymentSchema, type Payment } from '#shared/payments/payments.schemas.ts';
import { addStaffMember, signUpClient, signUpOwner, type SignedIn } from '#tests/factories.ts';
import { createPayableBooking, createPayment } from '#tests/payments-factory.ts';
import { createTestApp } from '#tests/test-app.ts';

const { app } = await createTestApp();
const owner = await signUpOwner(app, 'Casa Azul');

async function paymentCount() {
  const [row] = await app.deps.db.select({ total: sql<number>`count(*)::int` }).from(payments);
  return row!.total;
}

function patch(who: SignedIn, id: number, payload: object) {
  return app.inject({ method: 'PATCH', url: `/api/payments/${id}`, headers: who.auth, payload });
}

describe('POST /api/payments', () => {
  it('creates a pending payment with every field, the couple and no method', async () => {
    const booking = await createPayableBooking(app, owner, { coupleNames: 'Ana & Luis' });
    const response = await app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: owner.auth,
      payload: {
        bookingId: booking.id,
        amount: 1250.5,
        type: 'milestone',
        description: 'Second payment',
        dueDate: '2031-11-30',
      },
    });
    expect(response.statusCode).toBe(201);
    expect(paymentSchema.parse(response.json())).toEqual({
      id: expect.any(Number),
      bookingId: booking.id,
      amount: '1250.50',
      type: 'milestone',
      description: 'Second payment',
      dueDate: '2031-11-30',
      status: 'pending',
      paidAt: null,
      method: null,
      provider: null,
      refundedAmount: '0.00',
      scheduleId: null,
      onlinePayment: null,
      coupleNames: 'Ana & Luis',
      createdAt: expect.any(String),
      requestedAt: null,
    });
  });

  it('takes no description and no due date', async () => {
    const booking = await createPayableBooking(app, owner);
    const payment = await createPayment(app, owner, { bookingId: booking.id, description: '', dueDate: '' });
    expect(payment).toMatchObject({ description: null, dueDate: null });
  });

  it.each([
    ['12.345', { amount: '12.345' }, 'amount'],
    ['0', { amount: '0' }, 'amount'],
    ['-5', { amount: -5 }, 'amount'],
    ['no amount', { amount: undefined }, 'amount'],
    ['an unknown type', { type: 'tip' }, 'type'],
    ['no type', { type: undefined }, 'type'],
    ['no booking', { bookingId: undefined }, 'bookingId'],
    ['a due date that does not exist', { dueDate: '2031-02-30' }, 'dueDate'],
    ['a line break in the description', { description: 'Deposit\r\nBcc: someone@example.com' }, 'description'],
  ])('refuses %s with 400 on the field and writes nothing', async (_case, overrides, field) => {
    const booking = await createPayableBooking(app, owner);
    const before = await paymentCount();
    const response = await app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: owner.auth,
      payload: { bookingId: booking.id, amount: '100', type: 'deposit', ...overrides },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors)).toContain(field);
    expect(await paymentCount()).toBe(before);
  });

  it("answers 404 for another venue's booking and writes nothing", async () => {
    const other = await signUpOwner(app, 'Other Hall');
    const theirs = await createPayableBooking(app, other);
    const before = await paymentCount();
    const response = await app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: owner.auth,
      payload: { bookingId: theirs.id, amount: '100', type: 'deposit' },
    });
    expect(response.statusCode).toBe(404);
    expect(await paymentCount()).toBe(before);
  });
});

describe('GET /api/payments', () => {
  it("lists the venue's payments newest first, never another venue's; a client sees none of them", async () => {
    const venue = await signUpOwner(app, 'Listing Hall');
    const first = await createPayment(app, venue);
    const second = await createPayment(app, venue);
    await createPayment(app, await signUpOwner(app, 'Other Hall'));
    const listed = (await app.inject({ method: 'GET', url: '/api/payments', headers: venue.auth })).json<Payment[]>();
    expect(listed.map((payment) => payment.id)).toEqual([second.id, first.id]);
    const client = await signUpClient(app);
    const theirs = await app.inject({ method: 'GET', url: '/api/payments', headers: client.auth });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()).toEqual([]);
  });
});

describe('PATCH /api/payments/{id}', () => {
  it('edits a pending payment', async () => {
    const payment = await createPayment(app, owner);
    const response = await patch(owner, payment.id, {
      amount: '3000',
      description: 'Bigger deposit',
      dueDate: '2031-10-01',
    });
    expect(response.json()).toMatchObject({
      amount: '3000.00',
      description: 'Bigger deposit',
      dueDate: '2031-10-01',
      status: 'pending',
    });
  });

  it('records an offline payment: paid with its method, a receipt, and the deposit moves the booking to deposit paid', async () => {
    const booking = await createPayableBooking(app, owner, { email: 'ana@example.com' });
    const payment = await createPayment(app, owner, { bookingId: booking.id, type: 'deposit' });
    const response = await patch(owner, payment.id, { status: 'paid', method: 'check' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'paid', method: 'check', paidAt: expect.any(String) });
    const [row] = await app.deps.db
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.id, booking.id));
    expect(row!.status).toBe('deposit_paid');
    const receipts = await app.deps.db.execute<{ subject: string }>(
      sql`select subject from outbox where "to" = 'ana@example.com' order by id desc limit 1`,
    );
    expect(receipts.rows[0]!.subject).toBe('Receipt: $2,500.00 paid to Casa Azul');
  });

  it('leaves a booking in another status alone when its deposit is paid', async () => {
    const booking = await createPayableBooking(app, owner, { status: 'contract_sent' });
    const payment = await createPayment(app, owner, { bookingId: booking.id, type: 'deposit' });
    await patch(owner, payment.id, { status: 'paid', method: 'cash' });
    const [row] = await app.deps.db
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.id, booking.id));
    expect(row!.status).toBe('contract_sent');
  });

  it('needs an offline method to record a payment', async () => {
    const payment = await createPayment(app, owner);
    const response = await patch(owner, payment.id, { status: 'paid' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ method: ['Choose cash, check or bank transfer'] });
    expect((await patch(owner, payment.id, { status: 'paid', method: 'card' })).statusCode).toBe(400);
  });

  it('never moves money backwards: a paid payment is not edited, re-paid or set pending', async () => {
    const payment = await createPayment(app, owner);
    await patch(owner, payment.id, { status: 'paid', method: 'cash' });
    expect((await patch(owner, payment.id, { amount: '1' })).statusCode).toBe(409);
    expect((await patch(owner, payment.id, { status: 'paid', method: 'cash' })).statusCode).toBe(409);
    expect((await patch(owner, payment.id, { status: 'pending' })).statusCode).toBe(400);
    const [row] = await app.deps.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row).toMatchObject({ status: 'paid', amount: '2500.00', method: 'cash' });
  });

  it('refunds a recorded payment for owners and managers, not coordinators, and not a pending one', async () => {
    const coordinator = await addStaffMember(app, owner.user.venueId!, 'coordinator');
    const manager = await addStaffMember(app, owner.user.venueId!, 'manager');
    const payment = await createPayment(app, owner, { type: 'deposit' });
    const refund = (who: SignedIn, payload: object = {}) =>
      app.inject({ method: 'POST', url: `/api/payments/${payment.id}/refunds`, headers: who.auth, payload });
    expect((await refund(manager)).statusCode).toBe(409);
    await patch(coordinator, payment.id, { status: 'paid', method: 'bank_transfer' });
    const [confirmed] = await app.deps.db.select().from(bookings).where(eq(bookings.id, payment.bookingId));
    expect(confirmed!.status).toBe('deposit_paid');
    const refused = await refund(coordinator);
    expect(refused.statusCode).toBe(403);
    expect((await patch(manager, payment.id, { status: 'refunded' })).statusCode).toBe(400);

    const part = await refund(manager, { amount: '1000.00', reason: 'Date moved' });
    expect(part.json()).toMatchObject({ status: 'paid', refundedAmount: '1000.00', provider: 'manual' });
    const rest = await refund(manager);
    expect(rest.json()).toMatchObject({ status: 'refunded', refundedAmount: '2500.00', method: 'bank_transfer' });
    const [released] = await app.deps.db.select().from(bookings).where(eq(bookings.id, payment.bookingId));
    expect(released!.status).toBe('booked');
    expect((await refund(manager)).json().message).toBe('This payment is already refunded in full');
  });

  it("answers 404 for another venue's payment and changes nothing", async () => {
    const other = await signUpOwner(app, 'Other Hall');
    const theirs = await createPayment(app, other);
    expect((await patch(owner, theirs.id, { status: 'paid', method: 'cash' })).statusCode).toBe(404);
    const [row] = await app.deps.db.select().from(payments).where(eq(payments.id, theirs.id));
    expect(row!.status).toBe('pending');
  });
});

describe('deleting a booking with payments', () => {
  it('is refused with 409 (cancel it instead), keeping the payments', async () => {
    const payment = await createPayment(app, owner);
    const response = await app.inject({
      method: 'DELETE',
      url: `/api/bookings/${payment.bookingId}`,
      headers: owner.auth,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'This booking has payments, so it cannot be deleted. Set its status to Cancelled instead; its payment records are kept.',
    );
    const [row] = await app.deps.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row).toBeDefined();
  });
});

describe('POST /api/bookings/{id}/payment-schedule', () => {
  function schedule(who: SignedIn, bookingId: number, payload: object) {
    return app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/payment-schedule`,
      headers: who.auth,
      payload,
    });
  }

  it('creates the deposit, milestones and final balance adding up to the total to the cent', async () => {
    const booking = await createPayableBooking(app, owner, { totalAmount: '10000.01' });
    const response = await schedule(owner, booking.id, {
      depositPercent: 33.3,
      depositDueDate: '2031-01-15',
      milestones: [
        { percent: 25, dueDate: '2031-04-01' },
        { amount: '1000.99', dueDate: '2031-06-01' },
      ],
      finalDueDate: '2031-08-01',
    });
    expect(response.statusCode).toBe(201);
    const created = response.json<Payment[]>();
    expect(created.map((p) => [p.type, p.amount, p.dueDate])).toEqual([
      ['deposit', '3330.00', '2031-01-15'],
      ['milestone', '2500.00', '2031-04-01'],
      ['milestone', '1000.99', '2031-06-01'],
      ['final', '3169.02', '2031-08-01'],
    ]);
    expect((await schedule(owner, booking.id, { depositPercent: 10, finalDueDate: '2031-08-01' })).statusCode).toBe(
      409,
    );
  });

  it('makes one schedule when the same booking is scheduled several times at once', async () => {
    const booking = await createPayableBooking(app, owner, { totalAmount: '9000.00' });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => schedule(owner, booking.id, { depositPercent: 30, finalDueDate: '2031-08-01' })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    const rows = await app.deps.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(rows.map((row) => row.amount).sort()).toEqual(['2700.00', '6300.00']);
  });

  it('splits only what is left of the total: money already paid is not asked again', async () => {
    const booking = await createPayableBooking(app, owner, { totalAmount: '10000.00' });
    const first = await schedule(owner, booking.id, { depositPercent: 30, finalDueDate: '2031-08-01' });
    const [deposit, final] = first.json<Payment[]>();
    await patch(owner, deposit!.id, { status: 'paid', method: 'check' });
    await patch(owner, final!.id, { amount: '1000.00' });
    await patch(owner, final!.id, { status: 'paid', method: 'cash' });
    const second = await schedule(owner, booking.id, { depositPercent: 50, finalDueDate: '2031-09-01' });
    expect(second.statusCode).toBe(201);
    expect(second.json<Payment[]>().map((p) => p.amount)).toEqual(['3000.00', '3000.00']);
    for (const payment of second.json<Payment[]>()) await patch(owner, payment.id, { status: 'paid', method: 'cash' });
    const nothingLeft = await schedule(owner, booking.id, { depositPercent: 30, finalDueDate: '2031-10-01' });
    expect(nothingLeft.statusCode).toBe(409);
    expect(nothingLeft.json().message).toBe('Nothing is left to schedule: $10,000.00 of the $10,000.00 total is paid');
  });

  it('answers 404 for another venue’s booking, writing nothing', async () => {
    const other = await signUpOwner(app, 'Other Schedule Hall');
    const foreign = await createPayableBooking(app, other, { totalAmount: '5000.00' });
    const before = await paymentCount();
    expect((await schedule(owner, foreign.id, { depositPercent: 30, finalDueDate: '2031-08-01' })).statusCode).toBe(
      404,
    );
    expect(await paymentCount()).toBe(before);
  });

  it('answers 400 for a booking without a total when none is given, and when the parts leave nothing for the final payment', async () => {
    const noTotal = await createPayableBooking(app, owner, { totalAmount: null });
    const refused = await schedule(owner, noTotal.id, { depositPercent: 30, finalDueDate: '2031-08-01' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: 'The booking needs a total amount before a schedule can be made',
      fieldErrors: { totalAmount: ['Enter the booking total'] },
    });
    const booking = await createPayableBooking(app, owner);
    const before = await paymentCount();
    const tooMuch = await schedule(owner, booking.id, {
      depositPercent: 60,
      milestones: [{ percent: 40, dueDate: '2031-04-01' }],
      finalDueDate: '2031-08-01',
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe('The deposit and milestones leave nothing for the final payment');
    expect(await paymentCount()).toBe(before);
  });

  it('always adds up to the total, whatever the total and the percents', async () => {
    const booking = await createPayableBooking(app, owner);
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 100, max: 99_999_999 }),
        fc.double({ min: 1, max: 50, noNaN: true }),
        fc.array(fc.double({ min: 0.5, max: 10, noNaN: true }), { maxLength: 4 }),
        async (totalCents, depositPercent, milestonePercents) => {
          const total = `${Math.floor(totalCents / 100)}.${String(totalCents % 100).padStart(2, '0')}`;
          await app.deps.db.update(bookings).set({ totalAmount: total }).where(eq(bookings.id, booking.id));
          await app.deps.db.delete(payments).where(eq(payments.bookingId, booking.id));
          const response = await schedule(owner, booking.id, {
            depositPercent: Math.round(depositPercent * 100) / 100,
            milestones: milestonePercents.map((percent) => ({
              percent: Math.round(percent * 100) / 100,
              dueDate: '2031-04-01',
            })),
            finalDueDate: '2031-08-01',
          });
          if (response.statusCode === 400) return; // a part would be $0.00 on a tiny total
          expect(response.statusCode).toBe(201);
          const sum = response.json<Payment[]>().reduce((cents, p) => cents + Math.round(Number(p.amount) * 100), 0);
          expect(sum).toBe(totalCents);
        },
      ),
      { numRuns: 60 },
    );
  });
});
