import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, contracts, contractTemplates } from '#server/db/schema.ts';
import { getSqlState } from '#server/errors.ts';
import { createContract, createSentContract, signPayload } from '#tests/contracts-factory.ts';
import { signUpOwner } from '#tests/factories.ts';
import { createTestApp } from '#tests/test-app.ts';

const { app } = await createTestApp();
const owner = await signUpOwner(app, 'Casa Azul');
const other = await signUpOwner(app, 'Other Hall');

async function signed(overrides: Parameters<typeof createSentContract>[2] = {}) {
  const { contract, token } = await createSentContract(app, owner, overrides);
  const response = await app.inject({
    method: 'POST',
    url: `/api/contracts/${token}/sign`,
    payload: signPayload(),
    remoteAddress: `198.18.${randomInt(256)}.${randomInt(256)}`,
  });
  expect(response.statusCode).toBe(200);
  return contract.id;
}

async function row(id: string) {
  const [found] = await app.deps.db.select().from(contracts).where(eq(contracts.id, id));
  return found;
}

/** The SQLSTATE a statement fails with, or 'allowed'. */
function outcome(statement: Promise<unknown>): Promise<string | undefined> {
  return statement.then(
    () => 'allowed',
    (error: unknown) => getSqlState(error),
  );
}

describe('a signed contract in the database', () => {
  it.each([
    ['content', { content: 'Other words' }],
    ['document hash', { documentHash: 'f'.repeat(64) }],
    ['signer name', { signerName: 'Someone Else' }],
    ['signer e-mail', { signerEmail: 'someone@example.com' }],
    ['signature image', { signatureImage: Buffer.from('not the drawing') }],
    ['signed PDF', { signedPdf: Buffer.from('%PDF-1.7 another') }],
    ['signed time', { signedAt: new Date(0) }],
    ['signer IP', { signerIp: '198.51.100.66' }],
    ['signer user agent', { signerUserAgent: 'Forged' }],
    ['status back to sent', { status: 'sent' as const }],
    ['amount', { amount: '1.00' }],
    ['language', { language: 'es' as const }],
    ['other language versions', { translations: { es: { content: 'Otras palabras' } } }],
  ])('refuses a change of its %s with SQLSTATE 42501 and keeps the row', async (_field, change) => {
    const id = await signed();
    const before = await row(id);
    expect(await outcome(app.deps.db.update(contracts).set(change).where(eq(contracts.id, id)))).toBe('42501');
    expect(await row(id)).toEqual(before);
  });

  it('refuses a move to another venue, a delete and a truncate', async () => {
    const id = await signed();
    const before = await row(id);
    expect(
      await outcome(app.deps.db.update(contracts).set({ venueId: other.user.venueId! }).where(eq(contracts.id, id))),
    ).toBe('42501');
    expect(await outcome(app.deps.db.delete(contracts).where(eq(contracts.id, id)))).toBe('42501');
    expect(await outcome(app.deps.db.execute(sql`truncate contracts cascade`))).toBe('42501');
    expect(await row(id)).toEqual(before);
  });

  it('may move from signed to completed, and no further', async () => {
    const id = await signed();
    expect(await outcome(app.deps.db.update(contracts).set({ status: 'completed' }).where(eq(contracts.id, id)))).toBe(
      'allowed',
    );
    expect(await outcome(app.deps.db.update(contracts).set({ status: 'signed' }).where(eq(contracts.id, id)))).toBe(
      '42501',
    );
    expect(await outcome(app.deps.db.delete(contracts).where(eq(contracts.id, id)))).toBe('42501');
  });

  it('outlives its booking and template: their deletion only clears the ids (ON DELETE SET NULL)', async () => {
    const [template] = await app.deps.db
      .insert(contractTemplates)
      .values({ venueId: owner.user.venueId!, name: 'Kept', content: 'Terms for {{coupleNames}}' })
      .returning();
    const id = await signed({ templateId: template!.id, templateName: null });
    const before = (await row(id))!;
    expect(before.bookingId).not.toBeNull();
    const deleteBooking = await app.inject({
      method: 'DELETE',
      url: `/api/bookings/${before.bookingId}`,
      headers: owner.auth,
    });
    expect(deleteBooking.statusCode).toBe(204);
    await app.deps.db.delete(contractTemplates).where(eq(contractTemplates.id, template!.id));
    const after = (await row(id))!;
    expect(after).toEqual({ ...before, bookingId: null, templateId: null });
    expect(await app.deps.db.select().from(bookings).where(eq(bookings.id, before.bookingId!))).toEqual([]);
  });

  it('leaves contracts that are not signed free to change and to delete', async () => {
    const draft = await createContract(app, owner);
    expect(await outcome(app.deps.db.update(contracts).set({ content: 'New' }).where(eq(contracts.id, draft.id)))).toBe(
      'allowed',
    );
    const { contract } = await createSentContract(app, owner);
    expect(
      await outcome(app.deps.db.update(contracts).set({ status: 'draft' }).where(eq(contracts.id, contract.id))),
    ).toBe('allowed');
  });
});
