import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { contracts } from '#server/db/schema.ts';
import type { ContractAudit } from '#shared/contracts/contracts.schemas.ts';
import { createSentContract, signPayload } from '#tests/contracts-factory.ts';
import { signUpOwner, TEST_PASSWORD } from '#tests/factories.ts';
import { createTestApp } from '#tests/test-app.ts';
import { parseTrustProxy } from './trust-proxy.ts';

describe('TRUST_PROXY', () => {
  it('is off by default and takes a hop count or proxy addresses and networks', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses true at start, saying what to give instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: true would trust every hop.*TRUST_PROXY=1/);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });

  it('refuses what is not an address, a network or a sensible hop count', () => {
    for (const value of ['10.0.0.300', '10.0.0.0/33', 'fd00::/129', 'proxy.local', '10.0.0.1/8/1', '1e3', '99']) {
      expect(parseTrustProxy(value).ok, value).toBe(false);
    }
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1,nginx' })).toThrow(/"nginx"/);
  });
});

const PROXY = '10.0.0.2';
/** A client behind the proxy writes its own left-most entry; the proxy appends the real address. */
const forwarded = (forged: string) => ({ 'x-forwarded-for': `${forged}, 203.0.113.9` });

async function signThroughProxy(app: Awaited<ReturnType<typeof createTestApp>>['app'], remoteAddress = PROXY) {
  const owner = await signUpOwner(app, 'Proxy Hall');
  const { contract, token } = await createSentContract(app, owner);
  const headers = forwarded('6.6.6.6');
  await app.inject({ method: 'POST', url: `/api/contracts/${token}/view`, headers, remoteAddress });
  const signed = await app.inject({
    method: 'POST',
    url: `/api/contracts/${token}/sign`,
    payload: signPayload(),
    headers,
    remoteAddress,
  });
  expect(signed.statusCode).toBe(200);
  const audit = (
    await app.inject({ method: 'GET', url: `/api/contracts/${contract.id}/audit`, headers: owner.auth })
  ).json<ContractAudit>();
  const [row] = await app.deps.db.select().from(contracts).where(eq(contracts.id, contract.id));
  return {
    // The visitor's own events: the view and the signature (not staff's, nor the seal the server adds).
    eventIps: audit.events.filter((event) => event.type === 'viewed' || event.type === 'signed').map((e) => e.ip),
    signerIp: row!.signerIp,
  };
}

describe('behind one trusted proxy (TRUST_PROXY=1)', async () => {
  const { app } = await createTestApp({ env: { TRUST_PROXY: '1', SIGNINS_PER_MINUTE: '3' } });

  it('records the address the proxy appended, not the forged left-most entry, in the trail and the contract', async () => {
    const { eventIps, signerIp } = await signThroughProxy(app);
    expect(eventIps).toEqual(['203.0.113.9', '203.0.113.9']);
    expect(signerIp).toBe('203.0.113.9');
  });

  it('counts a per-address limit against the real client however the left-most entry changes', async () => {
    const statuses: number[] = [];
    for (const forged of ['1.1.1.1', '2.2.2.2', '3.3.3.3', '4.4.4.4']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'nobody@example.com', password: TEST_PASSWORD },
        headers: forwarded(forged),
        remoteAddress: PROXY,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});

describe('behind listed proxies (TRUST_PROXY=10.0.0.0/8)', async () => {
  const { app } = await createTestApp({ env: { TRUST_PROXY: '10.0.0.0/8' } });

  it("takes the listed proxy's word for the client", async () => {
    expect((await signThroughProxy(app)).signerIp).toBe('203.0.113.9');
  });

  it("takes nobody else's: a client that reaches the server directly is its own address", async () => {
    const { eventIps, signerIp } = await signThroughProxy(app, '198.51.100.20');
    expect(eventIps).toEqual(['198.51.100.20', '198.51.100.20']);
    expect(signerIp).toBe('198.51.100.20');
  });
});
