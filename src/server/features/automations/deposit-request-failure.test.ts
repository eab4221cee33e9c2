import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { Automation } from '#shared/automations/automations.schemas.ts';
import { payments } from '#server/db/schema.ts';
import { createSentContract, signPayload } from '#tests/contracts-factory.ts';
import { signUpOwner } from '#tests/factories.ts';
import { createPayableBooking } from '#tests/payments-factory.ts';
import { createTestApp, createTestDatabase } from '#tests/test-app.ts';

// A database whose payment requests cannot be written, as a failing disk or a bad upgrade would
// leave it: the payments feature's deposit request throws half-way, after making the deposit.
const database = await createTestDatabase();
const ownerConnection = new pg.Client({ connectionString: database.ownerUrl });
await ownerConnection.connect();
await ownerConnection.query('alter table payment_requests rename to payment_requests_unreachable');
await ownerConnection.end();
const { app } = await createTestApp({ database, env: { PAYMENTS_MODE: 'test' } });

describe('the deposit request after signing, when the payments feature fails', () => {
  it('keeps the signature, leaves no half-made deposit, and logs the run as failed', async () => {
    const owner = await signUpOwner(app, 'Failing Deposit Hall');
    const list = (await app.inject({ method: 'GET', url: '/api/automations', headers: owner.auth })).json<
      Automation[]
    >();
    const { id, kind, delayDays, subject, body, reviewLink } = list.find((a) => a.kind === 'deposit_request')!;
    const turnedOn = await app.inject({
      method: 'PUT',
      url: `/api/automations/${id}`,
      headers: owner.auth,
      payload: { kind, enabled: true, delayDays, subject, body, reviewLink },
    });
    expect(turnedOn.statusCode, turnedOn.body).toBe(200);

    const booking = await createPayableBooking(app, owner, { totalAmount: '8000.00' });
    const { contract, token } = await createSentContract(app, owner, { bookingId: booking.id });
    const signed = await app.inject({ method: 'POST', url: `/api/contracts/${token}/sign`, payload: signPayload() });
    expect(signed.statusCode).toBe(200);

    const stored = await app.inject({ method: 'GET', url: `/api/contracts/${contract.id}`, headers: owner.auth });
    expect(stored.json()).toMatchObject({ status: 'signed' });
    const deposits = await app.deps.db
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, booking.id), eq(payments.type, 'deposit')));
    expect(deposits).toEqual([]);
    const runs = await app.inject({
      method: 'GET',
      url: `/api/automation-runs?bookingId=${booking.id}`,
      headers: owner.auth,
    });
    expect(runs.json()).toEqual([
      expect.objectContaining({ kind: 'deposit_request', result: 'failed', detail: 'The deposit request failed.' }),
    ]);
  });
});
