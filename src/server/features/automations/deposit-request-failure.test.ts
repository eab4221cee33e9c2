import { describe, expect, it, vi } from 'vitest';
import type { Automation } from '#shared/automations/automations.schemas.ts';
import { createSentContract, signPayload } from '#tests/contracts-factory.ts';
import { signUpOwner } from '#tests/factories.ts';
import { createTestApp } from '#tests/test-app.ts';
import type * as payments from '../payments/index.ts';

// The payments feature's deposit request, made to fail as an outage or a bug would.
vi.mock('../payments/index.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof payments>()),
  requestDepositForSignedContract: vi.fn(() => Promise.reject(new Error('card network down'))),
}));

const { app } = await createTestApp();

describe('the deposit request after signing, when the payments feature fails', () => {
  it('keeps the signature and logs the run as failed', async () => {
    const owner = await signUpOwner(app, 'Failing Deposit Hall');
    const list = (await app.inject({ method: 'GET', url: '/api/automations', headers: owner.auth })).json<
      Automation[]
    >();
    const deposit = list.find((automation) => automation.kind === 'deposit_request')!;
    const { kind, delayDays, subject, body, reviewLink } = deposit;
    const turnedOn = await app.inject({
      method: 'PUT',
      url: `/api/automations/${deposit.id}`,
      headers: owner.auth,
      payload: { kind, enabled: true, delayDays, subject, body, reviewLink },
    });
    expect(turnedOn.statusCode, turnedOn.body).toBe(200);

    const { contract, token } = await createSentContract(app, owner);
    const signed = await app.inject({ method: 'POST', url: `/api/contracts/${token}/sign`, payload: signPayload() });
    expect(signed.statusCode).toBe(200);
    const stored = await app.inject({ method: 'GET', url: `/api/contracts/${contract.id}`, headers: owner.auth });
    expect(stored.json()).toMatchObject({ status: 'signed' });
    const runs = await app.inject({
      method: 'GET',
      url: `/api/automation-runs?bookingId=${contract.bookingId}`,
      headers: owner.auth,
    });
    expect(runs.json()).toEqual([
      expect.objectContaining({ kind: 'deposit_request', result: 'failed', detail: 'The deposit request failed.' }),
    ]);
  });
});
