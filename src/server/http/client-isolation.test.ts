import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, invitations, memberships, payments } from '#server/db/schema.ts';
import type { Booking } from '#shared/bookings/bookings.schemas.ts';
import type { Contract } from '#shared/contracts/contracts.schemas.ts';
import type { Payment } from '#shared/payments/payments.schemas.ts';
import { createBooking } from '#tests/bookings-factory.ts';
import { createContract, createSentContract, signPayload } from '#tests/contracts-factory.ts';
import { signUpOwner, TEST_PASSWORD, type SignedIn } from '#tests/factories.ts';
import { card, createPayment } from '#tests/payments-factory.ts';
import { createTestApp } from '#tests/test-app.ts';

// Issue #13: clients see, pay and sign their own, and nothing else. Two clients of one venue and
// a client of another: every endpoint a client can call, with their own and with others' records.
const { app } = await createTestApp({ env: { PAYMENTS_MODE: 'test' } });

let day = 0;
async function booking(owner: SignedIn, email: string) {
  const eventDate = new Date(Date.UTC(2033, 0, 10, 18) + day++ * 86_400_000).toISOString();
  return createBooking(app, owner, { email, status: 'booked', totalAmount: '9000.00', eventDate, coupleNames: email });
}

async function inviteToPortal(owner: SignedIn, bookingId: number): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/bookings/${bookingId}/invite-client`,
    headers: owner.auth,
  });
  expect(response.statusCode).toBe(200);
  return /\/accept-invite\/([^/]+)$/.exec(response.json<{ inviteUrl: string }>().inviteUrl)![1]!;
}

function accept(token: string, payload: object) {
  return app.inject({ method: 'POST', url: `/api/invitations/${token}/accept`, payload, remoteAddress: '198.18.9.9' });
}

async function joinPortal(owner: SignedIn, bookingId: number, email: string): Promise<SignedIn> {
  const response = await accept(await inviteToPortal(owner, bookingId), {
    firstName: 'Client',
    lastName: email,
    password: TEST_PASSWORD,
  });
  expect(response.statusCode).toBe(201);
  const body = response.json<{ token: string; user: SignedIn['user'] }>();
  expect(body.user.role).toBe('client');
  return { token: body.token, user: body.user, email, auth: { authorization: `Bearer ${body.token}` } };
}

const ownerA = await signUpOwner(app, 'Casa Azul');
const ownerB = await signUpOwner(app, 'Other Hall');
const a1 = await booking(ownerA, 'ana@example.com');
const a2 = await booking(ownerA, 'bea@example.com');
const b1 = await booking(ownerB, 'cruz@example.com');
const ana = await joinPortal(ownerA, a1.id, 'ana@example.com');
const bea = await joinPortal(ownerA, a2.id, 'bea@example.com');
const cruz = await joinPortal(ownerB, b1.id, 'cruz@example.com');
const anaPayment = await createPayment(app, ownerA, { bookingId: a1.id, amount: '3000' });
const beaPayment = await createPayment(app, ownerA, { bookingId: a2.id, amount: '3000' });
const cruzPayment = await createPayment(app, ownerB, { bookingId: b1.id, amount: '3000' });
const anaContract = await createSentContract(app, ownerA, { bookingId: a1.id, signerEmail: 'ana@example.com' });
const beaContract = await createSentContract(app, ownerA, { bookingId: a2.id, signerEmail: 'bea@example.com' });
await app.inject({ method: 'POST', url: `/api/contracts/${beaContract.token}/sign`, payload: signPayload() });
// A draft the venue is still writing for Ana's booking: not hers to read until it is sent.
const anaDraft = await createContract(app, ownerA, { bookingId: a1.id, signerEmail: 'ana@example.com' });

function get<T>(who: SignedIn, url: string) {
  return app.inject({ method: 'GET', url, headers: who.auth }).then((response) => {
    expect(response.statusCode, url).toBe(200);
    return response.json<T>();
  });
}

describe('what a client sees', () => {
  it('their own bookings only, with the venue, without its internal notes', async () => {
    const [own, ...others] = await get<Booking[]>(ana, '/api/bookings');
    expect(others).toEqual([]);
    expect(own).toMatchObject({ id: a1.id, clientId: ana.user.id, notes: null, venue: { name: 'Casa Azul' } });
    expect((await get<Booking[]>(cruz, '/api/bookings')).map((b) => b.id)).toEqual([b1.id]);
  });

  it('the payments and contracts of their bookings only; a sent contract carries its signing link', async () => {
    expect((await get<Payment[]>(ana, '/api/payments')).map((p) => p.id)).toEqual([anaPayment.id]);
    expect((await get<Payment[]>(bea, '/api/payments')).map((p) => p.id)).toEqual([beaPayment.id]);
    const contracts = await get<Contract[]>(ana, '/api/contracts');
    expect(contracts.map((c) => c.id)).toEqual([anaContract.contract.id]);
    expect(contracts.map((c) => c.id)).not.toContain(anaDraft.id);
    expect(contracts[0]!.signingUrl).toBe(anaContract.contract.signingUrl);
    expect(await get<Contract[]>(cruz, '/api/contracts')).toEqual([]);
  });

  it('nothing of another booking through ?bookingId=, nor in the count (X-Total-Count)', async () => {
    for (const [who, bookingId] of [
      [ana, a2.id],
      [ana, b1.id],
      [cruz, a1.id],
    ] as const) {
      for (const path of ['/api/payments', '/api/contracts']) {
        const response = await app.inject({ method: 'GET', url: `${path}?bookingId=${bookingId}`, headers: who.auth });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual([]);
        expect(response.headers['x-total-count']).toBe('0');
      }
    }
    expect((await get<Payment[]>(ana, `/api/payments?bookingId=${a1.id}`)).map((p) => p.id)).toEqual([anaPayment.id]);
    const contracts = await get<Contract[]>(ana, `/api/contracts?bookingId=${a1.id}`);
    expect(contracts.map((c) => c.id)).toEqual([anaContract.contract.id]);
  });

  it('only their own rows, page after page', async () => {
    let cursor: string | undefined;
    const seen: number[] = [];
    do {
      const response = await app.inject({
        method: 'GET',
        url: `/api/payments?limit=1${cursor ? `&cursor=${cursor}` : ''}`,
        headers: bea.auth,
      });
      seen.push(...response.json<Payment[]>().map((p) => p.id));
      expect(response.headers['x-total-count']).toBe('1');
      cursor = response.headers['x-next-cursor'] as string | undefined;
    } while (cursor);
    expect(seen).toEqual([beaPayment.id]);
  });
});

describe('what a client may not do', () => {
  it.each([
    ['GET', '/api/bookings/calendar?start=2033-01-01T00:00:00Z&end=2033-02-01T00:00:00Z'],
    ['GET', `/api/bookings/${a1.id}`],
    ['POST', '/api/bookings'],
    ['PATCH', `/api/bookings/${a1.id}`],
    ['DELETE', `/api/bookings/${a1.id}`],
    ['POST', '/api/payments'],
    ['PATCH', `/api/payments/${anaPayment.id}`],
    ['DELETE', `/api/payments/${anaPayment.id}`],
    ['POST', `/api/bookings/${a1.id}/payment-schedule`],
    ['PUT', `/api/bookings/${a1.id}/payment-schedule`],
    ['POST', `/api/bookings/${a1.id}/invite-client`],
    ['GET', '/api/leads'],
    ['POST', '/api/leads'],
    ['GET', '/api/settings'],
    ['PUT', '/api/settings'],
    ['POST', '/api/contracts'],
    ['GET', `/api/contracts/${anaContract.contract.id}`],
    ['GET', `/api/contracts/${anaContract.contract.id}/audit`],
    ['GET', '/api/contracts/counts'],
    ['POST', `/api/contracts/${anaContract.contract.id}/send`],
    ['GET', '/api/dashboard/stats'],
    ['GET', '/api/outbox'],
    ['GET', '/api/bookings/daily-stats?month=2033-01'],
    ['GET', '/api/calendar/share'],
    ['PUT', '/api/calendar/share'],
    ['POST', '/api/calendar/share/rotate'],
    ['POST', '/api/calendar/share/email'],
    ['GET', '/api/calendar/export.ics?month=2033-01'],
    ['GET', '/api/calendar/recommendations'],
  ])('%s %s answers 403 to a client', async (method, url) => {
    const response = await app.inject({
      method: method as 'GET',
      url,
      headers: ana.auth,
      ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
    });
    expect(response.statusCode).toBe(403);
  });

  it("answers 404 for another client's payment in the checkout, and charges nothing", async () => {
    for (const payment of [beaPayment, cruzPayment]) {
      const intent = await app.inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        headers: ana.auth,
        payload: { paymentId: payment.id },
      });
      expect(intent.statusCode).toBe(404);
      const confirm = await app.inject({
        method: 'POST',
        url: `/api/payments/${payment.id}/confirm-test`,
        headers: ana.auth,
        payload: card('vd_test_guess'),
      });
      expect(confirm.statusCode).toBe(404);
    }
    const rows = await app.deps.db.select({ status: payments.status }).from(payments);
    expect(rows.every((row) => row.status === 'pending')).toBe(true);
  });

  it("answers 404 for another client's contract PDF", async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/contracts/${beaContract.contract.id}/pdf`,
      headers: ana.auth,
    });
    expect(response.statusCode).toBe(404);
    const own = await app.inject({
      method: 'GET',
      url: `/api/contracts/${beaContract.contract.id}/pdf`,
      headers: bea.auth,
    });
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('a client pays and signs their own', () => {
  it('pays a pending payment with the test card', async () => {
    const payment = await createPayment(app, ownerA, { bookingId: a1.id, amount: '500', type: 'additional' });
    const intent = await app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: ana.auth,
      payload: { paymentId: payment.id, amount: 1 },
    });
    expect(intent.json()).toMatchObject({ amount: '500.00', provider: 'test' });
    const paid = await app.inject({
      method: 'POST',
      url: `/api/payments/${payment.id}/confirm-test`,
      headers: ana.auth,
      payload: card(intent.json<{ clientSecret: string }>().clientSecret),
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'paid', method: 'card' });
  });
});

describe('invitations to the portal', () => {
  it('are single use (410 after), unknown ones 404, and link a second booking to an existing account by its password', async () => {
    const second = await booking(ownerA, 'ana@example.com');
    const token = await inviteToPortal(ownerA, second.id);
    expect((await accept(token, { password: 'wrong-password' })).statusCode).toBe(401);
    const accepted = await accept(token, { password: TEST_PASSWORD });
    expect(accepted.statusCode).toBe(201);
    expect((await get<Booking[]>(ana, '/api/bookings')).map((b) => b.id)).toEqual([a1.id, second.id]);
    expect((await accept(token, { password: TEST_PASSWORD })).statusCode).toBe(410);
    expect((await accept('z'.repeat(43), { password: TEST_PASSWORD })).statusCode).toBe(404);
    const anaMemberships = await app.deps.db.select().from(memberships).where(eq(memberships.userId, ana.user.id));
    expect(anaMemberships).toHaveLength(1);
  });

  it('answer when the link they replace was sent (issue #9), and the replaced link answers 410', async () => {
    const later = await booking(ownerA, 'dora@example.com');
    const post = () =>
      app.inject({ method: 'POST', url: `/api/bookings/${later.id}/invite-client`, headers: ownerA.auth });
    const first = await post();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ replacesInvitationSentAt: null });
    const firstToken = first.json<{ inviteUrl: string }>().inviteUrl.split('/').pop()!;
    const [sent] = await app.deps.db
      .select({ createdAt: invitations.createdAt })
      .from(invitations)
      .where(eq(invitations.bookingId, later.id));

    const second = await post();
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ replacesInvitationSentAt: sent!.createdAt.toISOString() });
    const payload = { firstName: 'Dora', lastName: 'Diaz', password: TEST_PASSWORD };
    expect((await accept(firstToken, payload)).statusCode).toBe(410);
    const secondToken = second.json<{ inviteUrl: string }>().inviteUrl.split('/').pop()!;
    expect((await accept(secondToken, payload)).statusCode).toBe(201);
  });

  it('refuses a booking that already has its client, and a booking of another venue', async () => {
    const again = await app.inject({
      method: 'POST',
      url: `/api/bookings/${a1.id}/invite-client`,
      headers: ownerA.auth,
    });
    expect(again.statusCode).toBe(409);
    const foreign = await app.inject({
      method: 'POST',
      url: `/api/bookings/${b1.id}/invite-client`,
      headers: ownerA.auth,
    });
    expect(foreign.statusCode).toBe(404);
    const [row] = await app.deps.db
      .select({ clientId: bookings.clientId })
      .from(bookings)
      .where(eq(bookings.id, b1.id));
    expect(row!.clientId).toBe(cruz.user.id);
  });
});
