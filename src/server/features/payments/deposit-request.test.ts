import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDaysToKey, getVenueDay } from '#shared/calendar/recommendations.ts';
import { bookings, outbox, payments, venues } from '#server/db/schema.ts';
import { signUpOwner } from '#tests/factories.ts';
import { createSentContract, signPayload } from '#tests/contracts-factory.ts';
import { createPayableBooking } from '#tests/payments-factory.ts';
import { createTestApp } from '#tests/test-app.ts';
import { requestDepositForSignedContract } from './index.ts';

const { app } = await createTestApp({ env: { PAYMENTS_MODE: 'test' } });
const owner = await signUpOwner(app, 'Hacienda Rosa');
const venueId = owner.user.venueId!;

/** A booking with a contract its couple signed; the couple's address is unique to it. */
async function signedContract(overrides: Parameters<typeof createPayableBooking>[2] = {}) {
  const email = `couple-${Math.random().toString(36).slice(2)}@example.com`;
  const booking = await createPayableBooking(app, owner, { email, ...overrides });
  const { contract, token } = await createSentContract(app, owner, { bookingId: booking.id });
  const signed = await app.inject({ method: 'POST', url: `/api/contracts/${token}/sign`, payload: signPayload() });
  expect(signed.statusCode).toBe(200);
  return { booking, contractId: contract.id, email };
}

function requestDeposit(contractId: string, forVenue = venueId) {
  return app.deps.db.transaction((tx) =>
    requestDepositForSignedContract(tx, app.deps, { venueId: forVenue, contractId }),
  );
}

function depositsOf(bookingId: number) {
  return app.deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.type, 'deposit')));
}

async function requestEmails(email: string) {
  const rows = await app.deps.db.select().from(outbox).where(eq(outbox.to, email));
  return rows.filter((row) => row.subject.startsWith('Payment request'));
}

describe('requestDepositForSignedContract', () => {
  it("requests the schedule's pending deposit, and never a second time", async () => {
    const { booking, contractId, email } = await signedContract();
    const schedule = await app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/payment-schedule`,
      headers: owner.auth,
      payload: { depositPercent: 30, depositDueDate: '2031-12-15', finalDueDate: '2032-02-01' },
    });
    expect(schedule.statusCode).toBe(201);

    const outcome = await requestDeposit(contractId);
    expect(outcome).toMatchObject({
      outcome: 'requested',
      amount: '3000.00',
      created: false,
      channel: 'link',
      sentTo: email,
    });
    expect(await depositsOf(booking.id)).toHaveLength(1);
    const emails = await requestEmails(email);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toBe('Payment request from Hacienda Rosa: $3,000.00 due Dec 15, 2031');

    const again = await requestDeposit(contractId);
    expect(again).toMatchObject({ outcome: 'skipped', reason: 'deposit-already-requested' });
    expect(await depositsOf(booking.id)).toHaveLength(1);
    expect(await requestEmails(email)).toHaveLength(1);
  });

  it("makes one deposit of 25% of the total, due in 7 days at the venue, when the booking's schedule has none", async () => {
    const { booking, contractId, email } = await signedContract({ totalAmount: '10000.00' });
    const outcome = await requestDeposit(contractId);
    expect(outcome).toMatchObject({ outcome: 'requested', amount: '2500.00', created: true });
    const [venue] = await app.deps.db.select().from(venues).where(eq(venues.id, venueId));
    const due = addDaysToKey(getVenueDay(new Date(), venue!.timezone).dayKey, 7);
    expect(await depositsOf(booking.id)).toMatchObject([
      { amount: '2500.00', status: 'pending', description: 'Deposit', dueDate: due },
    ]);
    expect(await requestEmails(email)).toHaveLength(1);
    expect(await requestDeposit(contractId)).toMatchObject({ outcome: 'skipped' });
    expect(await depositsOf(booking.id)).toHaveLength(1);
  });

  it('makes one deposit when two calls race', async () => {
    const { booking, contractId, email } = await signedContract();
    const outcomes = await Promise.all([requestDeposit(contractId), requestDeposit(contractId)]);
    expect(outcomes.map((outcome) => outcome.outcome).sort()).toEqual(['requested', 'skipped']);
    expect(await depositsOf(booking.id)).toHaveLength(1);
    expect(await requestEmails(email)).toHaveLength(1);
  });

  it('asks nothing when the deposit is paid, and makes nothing without a total', async () => {
    const paid = await signedContract();
    await app.deps.db.insert(payments).values({
      venueId,
      bookingId: paid.booking.id,
      amount: '500.00',
      type: 'deposit',
      status: 'paid',
      paidAt: new Date(),
      provider: 'manual',
      method: 'cash',
    });
    expect(await requestDeposit(paid.contractId)).toMatchObject({ outcome: 'skipped', reason: 'deposit-paid' });
    expect(await depositsOf(paid.booking.id)).toHaveLength(1);

    const noTotal = await signedContract();
    await app.deps.db.update(bookings).set({ totalAmount: null }).where(eq(bookings.id, noTotal.booking.id));
    expect(await requestDeposit(noTotal.contractId)).toMatchObject({ outcome: 'skipped', reason: 'no-total' });
    expect(await depositsOf(noTotal.booking.id)).toEqual([]);
    for (const { email } of [paid, noTotal]) expect(await requestEmails(email)).toEqual([]);
  });

  it("skips, without throwing, an unsigned contract, another venue's, and a malformed id", async () => {
    const booking = await createPayableBooking(app, owner);
    const { contract } = await createSentContract(app, owner, { bookingId: booking.id });
    expect(await requestDeposit(contract.id)).toMatchObject({ outcome: 'skipped', reason: 'contract-not-signed' });
    const signed = await signedContract();
    const other = await signUpOwner(app, 'Other Hall');
    expect(await requestDeposit(signed.contractId, other.user.venueId!)).toMatchObject({
      outcome: 'skipped',
      reason: 'contract-not-signed',
    });
    expect(await requestDeposit('not-a-uuid')).toMatchObject({ outcome: 'skipped' });
    expect(await depositsOf(signed.booking.id)).toEqual([]);
    expect(await depositsOf(booking.id)).toEqual([]);
  });

  it("writes nothing when the caller's transaction rolls back", async () => {
    const { booking, contractId, email } = await signedContract();
    await expect(
      app.deps.db.transaction(async (tx) => {
        await requestDepositForSignedContract(tx, app.deps, { venueId, contractId });
        throw new Error('the automation run failed');
      }),
    ).rejects.toThrow('the automation run failed');
    expect(await depositsOf(booking.id)).toEqual([]);
    expect(await requestEmails(email)).toEqual([]);
  });
});

describe('the automation "contract signed → request the deposit"', () => {
  it('asks the couple for the deposit once, as the contract is signed, and logs the run on the booking', async () => {
    const venueOwner = await signUpOwner(app, 'Automated Deposit Hall');
    const list = await app.inject({ method: 'GET', url: '/api/automations', headers: venueOwner.auth });
    const automation = list.json<{ id: number; kind: string }[]>().find((a) => a.kind === 'deposit_request')!;
    const turnedOn = await app.inject({
      method: 'PUT',
      url: `/api/automations/${automation.id}`,
      headers: venueOwner.auth,
      payload: { ...automation, enabled: true },
    });
    expect(turnedOn.statusCode, turnedOn.body).toBe(200);

    const email = `automated-${Math.random().toString(36).slice(2)}@example.com`;
    const booking = await createPayableBooking(app, venueOwner, { email, totalAmount: '8000.00' });
    const { token } = await createSentContract(app, venueOwner, { bookingId: booking.id });
    const signed = await app.inject({ method: 'POST', url: `/api/contracts/${token}/sign`, payload: signPayload() });
    expect(signed.statusCode).toBe(200);

    expect(await depositsOf(booking.id)).toMatchObject([{ amount: '2000.00', status: 'pending' }]);
    expect(await requestEmails(email)).toHaveLength(1);
    const runs = await app.inject({
      method: 'GET',
      url: `/api/automation-runs?bookingId=${booking.id}`,
      headers: venueOwner.auth,
    });
    expect(runs.json()).toEqual([expect.objectContaining({ kind: 'deposit_request', result: 'sent' })]);
  });
});
