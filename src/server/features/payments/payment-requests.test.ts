import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OutboxEmail } from '#shared/outbox/outbox.schemas.ts';
import type { PaymentRequestResult } from '#shared/payments/payment-requests.schemas.ts';
import type { Payment } from '#shared/payments/payments.schemas.ts';
import { bookings, outbox, paymentRequests, payments } from '#server/db/schema.ts';
import { addStaffMember, signUpClient, signUpOwner, type SignedIn } from '#tests/factories.ts';
import { card, createPayableBooking, createPayment } from '#tests/payments-factory.ts';
import { createTestApp } from '#tests/test-app.ts';
import { HIDDEN_LINK } from '../outbox/outbox-redaction.ts';

const { app } = await createTestApp({ env: { PAYMENTS_MODE: 'test' } });
const owner = await signUpOwner(app, 'Hacienda Rosa');

function request(who: SignedIn, paymentId: number) {
  return app.inject({ method: 'POST', url: `/api/payments/${paymentId}/request`, headers: who.auth });
}

async function emailsTo(to: string) {
  return app.deps.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id));
}

async function requestRows(paymentId: number) {
  return app.deps.db.select().from(paymentRequests).where(eq(paymentRequests.paymentId, paymentId));
}

/** A pending payment of a booking whose couple has no portal account, and their address. */
async function paymentWithoutAccount(overrides: Parameters<typeof createPayment>[2] = {}) {
  const email = `couple-${Math.random().toString(36).slice(2)}@example.com`;
  const booking = await createPayableBooking(app, owner, { email });
  const payment = await createPayment(app, owner, { bookingId: booking.id, dueDate: '2031-12-15', ...overrides });
  return { payment, email, booking };
}

/** Requests the payment and answers the pay link's token from the e-mail as it was stored. */
async function requestPayLink(paymentId: number, email: string): Promise<string> {
  expect((await request(owner, paymentId)).statusCode).toBe(200);
  const [latest] = await emailsTo(email);
  return /\/pay\/([\w-]{43})/.exec(latest!.text)![1]!;
}

function payPage(token: string) {
  return app.inject({ method: 'GET', url: `/api/public/pay/${token}` });
}

async function payByTestCard(token: string) {
  const checkout = await app.inject({ method: 'POST', url: `/api/public/pay/${token}/checkout` });
  expect(checkout.statusCode).toBe(200);
  const { clientSecret } = checkout.json<{ clientSecret: string }>();
  return app.inject({ method: 'POST', url: `/api/public/pay/${token}/confirm-test`, payload: card(clientSecret) });
}

describe('POST /api/payments/:id/request', () => {
  it('e-mails a couple without an account one pay link and records when it was requested', async () => {
    const { payment, email } = await paymentWithoutAccount();
    const response = await request(owner, payment.id);
    expect(response.statusCode).toBe(200);
    const result = response.json<PaymentRequestResult>();
    expect(result).toMatchObject({ channel: 'link', sentTo: email, replacedLink: false });
    expect(Date.now() - Date.parse(result.payment.requestedAt!)).toBeLessThan(60_000);

    const sent = await emailsTo(email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe('Payment request from Hacienda Rosa: $2,500.00 due Dec 15, 2031');
    expect(sent[0]!.text).toMatch(/Pay \$2,500\.00: http:\/\/venuedesk\.test\/pay\/[\w-]{43}\?lang=en$/);
    expect(sent[0]!.replyTo).toBe(null);
    expect(sent[0]!.senderName).toBe('Hacienda Rosa');
    const [row] = await requestRows(payment.id);
    expect(row).toMatchObject({ channel: 'link', sentTo: email, revokedAt: null, requestedBy: owner.user.id });
    // Only the token's hash is kept.
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(sent[0]!.text).not.toContain(row!.tokenHash);

    const listed = await app.inject({
      method: 'GET',
      url: `/api/payments?bookingId=${payment.bookingId}`,
      headers: owner.auth,
    });
    expect(listed.json<Payment[]>()[0]!.requestedAt).toBe(result.payment.requestedAt);
  });

  it("sends a couple with a portal account to the portal's checkout, with no token", async () => {
    const client = await signUpClient(app);
    const { payment, email, booking } = await paymentWithoutAccount();
    await app.deps.db.update(bookings).set({ clientId: client.user.id }).where(eq(bookings.id, booking.id));
    const response = await request(owner, payment.id);
    expect(response.json()).toMatchObject({ channel: 'portal', sentTo: email });
    const sent = await emailsTo(email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain(
      `Pay in your client portal: http://venuedesk.test/client-portal?tab=payments&pay=${payment.id}`,
    );
    expect(sent[0]!.text).not.toMatch(/\/pay\//);
    expect(await requestRows(payment.id)).toMatchObject([{ channel: 'portal', tokenHash: null }]);
  });

  it('re-sends on a second request, and the first link stops working', async () => {
    const { payment, email } = await paymentWithoutAccount();
    const first = await requestPayLink(payment.id, email);
    const second = await request(owner, payment.id);
    expect(second.json()).toMatchObject({ replacedLink: true });
    const [latest] = await emailsTo(email);
    const secondToken = /\/pay\/([\w-]{43})/.exec(latest!.text)![1]!;
    expect(await emailsTo(email)).toHaveLength(2);
    expect((await payPage(first)).statusCode).toBe(404);
    expect((await payPage(secondToken)).statusCode).toBe(200);
  });

  it('refuses a paid payment with 409 and changes nothing', async () => {
    const { payment, email } = await paymentWithoutAccount();
    await app.inject({
      method: 'PATCH',
      url: `/api/payments/${payment.id}`,
      headers: owner.auth,
      payload: { status: 'paid', method: 'cash' },
    });
    const before = await emailsTo(email);
    const response = await request(owner, payment.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Only a pending payment can be requested; this one is paid');
    expect(await emailsTo(email)).toHaveLength(before.length);
    expect(await requestRows(payment.id)).toEqual([]);
  });

  it('refuses a payment of a cancelled booking, and a booking without an address, changing nothing', async () => {
    const cancelled = await paymentWithoutAccount();
    await app.deps.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, cancelled.booking.id));
    const refused = await request(owner, cancelled.payment.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This booking is cancelled, so its payments cannot be requested');

    const blank = await paymentWithoutAccount();
    await app.deps.db.update(bookings).set({ email: ' ' }).where(eq(bookings.id, blank.booking.id));
    const noAddress = await request(owner, blank.payment.id);
    expect(noAddress.statusCode).toBe(409);
    expect(noAddress.json().message).toMatch(/has no e-mail address on the booking/);
    for (const { payment, email } of [cancelled, blank]) {
      expect(await requestRows(payment.id)).toEqual([]);
      expect(await emailsTo(email)).toEqual([]);
    }
  });

  it("answers 404 for another venue's payment and changes nothing", async () => {
    const { payment, email } = await paymentWithoutAccount();
    const other = await signUpOwner(app, 'Other Hall');
    expect((await request(other, payment.id)).statusCode).toBe(404);
    expect(await requestRows(payment.id)).toEqual([]);
    expect(await emailsTo(email)).toEqual([]);
  });

  it('refuses a venue that takes no cards online: there would be nothing to pay through', async () => {
    const { app: plain } = await createTestApp();
    const venue = await signUpOwner(plain, 'Plain Hall');
    const payment = await createPayment(plain, venue);
    const response = await plain.inject({
      method: 'POST',
      url: `/api/payments/${payment.id}/request`,
      headers: venue.auth,
    });
    expect(response.statusCode).toBe(409);
  });
});

describe('the pay page /pay/{token}', () => {
  it('shows the venue, the amount and what it is for, and nothing of the couple', async () => {
    const { payment, email } = await paymentWithoutAccount({ description: 'Deposit to hold the date' });
    const token = await requestPayLink(payment.id, email);
    const page = await payPage(token);
    expect(page.statusCode).toBe(200);
    expect(page.headers).toMatchObject({
      'referrer-policy': 'no-referrer',
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex',
    });
    expect(page.json()).toEqual({
      venue: {
        name: 'Hacienda Rosa',
        logo: null,
        primaryColor: '#8B5A6B',
        secondaryColor: '#6B7280',
        accentColor: '#10B981',
      },
      payment: { amount: '2500.00', type: 'deposit', description: 'Deposit to hold the date', dueDate: '2031-12-15' },
      event: { type: expect.any(String), day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
      language: 'en',
      checkout: 'test',
    });
    expect(page.body).not.toContain(email);
  });

  it('pays the payment in test mode, then refuses the link', async () => {
    const { payment, email } = await paymentWithoutAccount();
    const token = await requestPayLink(payment.id, email);
    const paid = await payByTestCard(token);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ status: 'paid' });
    const [row] = await app.deps.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row).toMatchObject({ status: 'paid', provider: 'test', method: 'card' });
    const page = await payPage(token);
    expect(page.statusCode).toBe(404);
    expect(page.json().message).toBe('This payment link is no longer valid');
    expect((await app.inject({ method: 'POST', url: `/api/public/pay/${token}/checkout` })).statusCode).toBe(404);
  });

  it('answers 404 for an unknown token, and for a link whose booking was cancelled', async () => {
    expect((await payPage('x'.repeat(43))).statusCode).toBe(404);
    const { payment, email, booking } = await paymentWithoutAccount();
    const token = await requestPayLink(payment.id, email);
    await app.deps.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, booking.id));
    expect((await payPage(token)).statusCode).toBe(404);
  });

  it('stops working when the payment is deleted', async () => {
    const { payment, email } = await paymentWithoutAccount();
    const token = await requestPayLink(payment.id, email);
    await app.inject({ method: 'DELETE', url: `/api/payments/${payment.id}`, headers: owner.auth });
    expect((await payPage(token)).statusCode).toBe(404);
  });
});

describe('the outbox listing', () => {
  it('hides the pay link from every staff role', async () => {
    const { payment, email } = await paymentWithoutAccount();
    const token = await requestPayLink(payment.id, email);
    const manager = await addStaffMember(app, owner.user.venueId!, 'manager');
    for (const reader of [owner, manager]) {
      const list = await app.inject({ method: 'GET', url: '/api/outbox', headers: reader.auth });
      expect(list.body).not.toContain(token);
      const listed = list.json<OutboxEmail[]>().find((row) => row.to === email)!;
      expect(listed.text).toContain(`Pay $2,500.00: ${HIDDEN_LINK}`);
      expect(listed.html).toContain(`href="${HIDDEN_LINK}"`);
    }
    const [stored] = await app.deps.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, email)));
    expect(stored!.text).toContain(token);
  });
});
