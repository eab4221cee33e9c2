import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calendarShares, contractLinks } from '#server/db/schema.ts';
import type { CalendarShare } from '#shared/calendar/calendar-share.schemas.ts';
import type { Contract } from '#shared/contracts/contracts.schemas.ts';
import { createSentContract } from '#tests/contracts-factory.ts';
import { signUpOwner } from '#tests/factories.ts';
import { createTestApp } from '#tests/test-app.ts';
import { sha256Hex } from './contract-audit.ts';

const { app } = await createTestApp();
const owner = await signUpOwner(app, 'Casa Azul');

async function links(contractId: string) {
  return app.deps.db.select().from(contractLinks).where(eq(contractLinks.contractId, contractId));
}

async function listed(contractId: string): Promise<Contract> {
  const list = (await app.inject({ method: 'GET', url: '/api/contracts', headers: owner.auth })).json<Contract[]>();
  return list.find((contract) => contract.id === contractId)!;
}

describe('signing links at rest', () => {
  it('keeps the SHA-256 of the token and an encrypted copy, never the token, and the link works', async () => {
    const { contract, token } = await createSentContract(app, owner);
    const [row] = await links(contract.id);
    expect(row!.legacyToken).toBeNull();
    expect(row!.tokenHash).toBe(sha256Hex(token));
    expect(row!.tokenSealed).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(JSON.stringify(row)).not.toContain(token);
    expect((await listed(contract.id)).signingUrl).toBe(`http://venuedesk.test/contract/${token}/sign`);
    expect((await app.inject({ method: 'GET', url: `/api/contracts/${token}/public` })).statusCode).toBe(200);
  });

  it('opens a copy only on its own contract: one moved to another row shows no link there', async () => {
    const first = await createSentContract(app, owner);
    const second = await createSentContract(app, owner);
    const [copy] = await links(first.contract.id);
    await app.deps.db
      .update(contractLinks)
      .set({ tokenSealed: copy!.tokenSealed })
      .where(eq(contractLinks.contractId, second.contract.id));
    expect((await listed(second.contract.id)).signingUrl).toBeNull();
    expect((await listed(first.contract.id)).signingUrl).toContain(first.token);
  });

  it('drops the copy of a link that is revoked or replaced', async () => {
    const { contract } = await createSentContract(app, owner);
    await app.inject({ method: 'POST', url: `/api/contracts/${contract.id}/send`, headers: owner.auth });
    const rows = await links(contract.id);
    expect(rows).toHaveLength(2);
    expect(rows.filter((row) => row.revokedAt !== null).map((row) => row.tokenSealed)).toEqual([null]);
    await app.inject({ method: 'POST', url: `/api/contracts/${contract.id}/revoke`, headers: owner.auth });
    expect((await links(contract.id)).map((row) => row.tokenSealed)).toEqual([null, null]);
  });
});

describe('calendar tokens at rest', () => {
  it('keeps the SHA-256 and an encrypted copy of the page’s and the feed’s tokens, never the tokens', async () => {
    const share = (
      await app.inject({ method: 'GET', url: '/api/calendar/share', headers: owner.auth })
    ).json<CalendarShare>();
    const feedToken = share.webcalUrl.split('/').pop()!;
    const [row] = await app.deps.db
      .select()
      .from(calendarShares)
      .where(eq(calendarShares.venueId, owner.user.venueId!));
    expect(row).toMatchObject({
      legacyToken: null,
      tokenHash: sha256Hex(share.token),
      feedTokenHash: sha256Hex(feedToken),
    });
    expect(JSON.stringify(row)).not.toContain(share.token);
    expect(JSON.stringify(row)).not.toContain(feedToken);
  });
});
