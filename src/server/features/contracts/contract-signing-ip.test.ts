import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contracts } from '#server/db/schema.ts';
import type { ContractAudit } from '#shared/contracts/contracts.schemas.ts';
import { createSentContract, signPayload } from '#tests/contracts-factory.ts';
import { signUpOwner } from '#tests/factories.ts';
import { createTestApp } from '#tests/test-app.ts';

// TRUST_PROXY left unset (false): the server is reached directly, so a client-sent
// X-Forwarded-For is only a claim. contract-signing.routes.test.ts and http/trust-proxy.test.ts cover a trusted proxy.
const { app } = await createTestApp();
const owner = await signUpOwner(app, 'Casa Azul');

describe('the signer address without TRUST_PROXY', () => {
  it('records the socket address, not X-Forwarded-For, on the view and the signature', async () => {
    const { contract, token } = await createSentContract(app, owner);
    const socket = '198.51.100.77';
    const headers = { 'x-forwarded-for': '203.0.113.7' };
    const view = await app.inject({
      method: 'POST',
      url: `/api/contracts/${token}/view`,
      headers,
      remoteAddress: socket,
    });
    expect(view.statusCode).toBe(200);
    const signed = await app.inject({
      method: 'POST',
      url: `/api/contracts/${token}/sign`,
      payload: signPayload(),
      headers,
      remoteAddress: socket,
    });
    expect(signed.statusCode).toBe(200);

    const audit = (
      await app.inject({ method: 'GET', url: `/api/contracts/${contract.id}/audit`, headers: owner.auth })
    ).json<ContractAudit>();
    const visitorEvents = audit.events.filter((event) => event.type === 'viewed' || event.type === 'signed');
    expect(visitorEvents.map((event) => [event.type, event.ip])).toEqual([
      ['viewed', socket],
      ['signed', socket],
    ]);
    const [row] = await app.deps.db.select().from(contracts).where(eq(contracts.id, contract.id));
    expect(row!.signerIp).toBe(socket);
  });
});
