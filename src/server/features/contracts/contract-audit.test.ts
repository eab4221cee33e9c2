import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contractEvents } from '#server/db/schema.ts';
import { getSqlState } from '#server/errors.ts';
import { createSentContract } from '#tests/contracts-factory.ts';
import { signUpOwner } from '#tests/factories.ts';
import { createTestApp } from '#tests/test-app.ts';
import { hashContractEvent, verifyContractEvents, type StoredContractEvent } from './contract-audit.ts';
import { listContractEvents } from './contracts.repo.ts';

const { app } = await createTestApp();
const owner = await signUpOwner(app);

function chain(): StoredContractEvent[] {
  const events: StoredContractEvent[] = [];
  let previousHash: string | null = null;
  for (const [index, type] of (['created', 'sent', 'viewed', 'signed'] as const).entries()) {
    const facts = {
      contractId: '6f1c2a9e-1d4b-4c4e-9a53-0d7d1c2b3a41',
      type,
      at: new Date(Date.UTC(2031, 0, 1, 12, index)),
      ip: '203.0.113.9',
      userAgent: 'Test',
      actor: 'Sarah <sarah@example.com>',
      documentHash: 'a'.repeat(64),
    };
    const hash = hashContractEvent(facts, previousHash);
    events.push({ ...facts, previousHash, hash });
    previousHash = hash;
  }
  return events;
}

describe('the audit hash chain', () => {
  it('verifies an untouched chain', () => {
    expect(verifyContractEvents(chain())).toBe(true);
  });

  it.each([
    ['a changed IP', (events: StoredContractEvent[]) => (events[2]!.ip = '198.51.100.1')],
    ['a changed time', (events: StoredContractEvent[]) => (events[1]!.at = new Date(0))],
    ['a changed document hash', (events: StoredContractEvent[]) => (events[3]!.documentHash = 'b'.repeat(64))],
    ['a removed event', (events: StoredContractEvent[]) => events.splice(1, 1)],
    ['swapped events', (events: StoredContractEvent[]) => events.reverse()],
    [
      'a recomputed hash without relinking',
      (events: StoredContractEvent[]) => {
        events[1]!.actor = 'Someone else';
        events[1]!.hash = hashContractEvent(events[1]!, events[1]!.previousHash);
      },
    ],
  ])('fails to verify after %s', (_case, tamper) => {
    const events = chain();
    tamper(events);
    expect(verifyContractEvents(events)).toBe(false);
  });
});

describe('the contract_events table', () => {
  it('refuses UPDATE, DELETE and TRUNCATE in the database itself', async () => {
    const { contract } = await createSentContract(app, owner);
    const before = await listContractEvents(app.deps.db, contract.id);
    expect(before).toHaveLength(2);
    // The trigger's own refusal (SQLSTATE 42501), not some other failure.
    const refusal = (statement: Promise<unknown>) =>
      statement.then(
        () => 'allowed',
        (error: unknown) => getSqlState(error),
      );
    expect(
      await refusal(
        app.deps.db
          .update(contractEvents)
          .set({ ip: '198.51.100.1' })
          .where(eq(contractEvents.contractId, contract.id)),
      ),
    ).toBe('42501');
    expect(await refusal(app.deps.db.delete(contractEvents).where(eq(contractEvents.contractId, contract.id)))).toBe(
      '42501',
    );
    expect(await refusal(app.deps.db.execute(sql`truncate contract_events cascade`))).toBe('42501');
    const after = await listContractEvents(app.deps.db, contract.id);
    expect(after).toEqual(before);
    expect(verifyContractEvents(after)).toBe(true);
  });

  it('stores times that recompute to the same hashes', async () => {
    const { contract } = await createSentContract(app, owner);
    const events = await listContractEvents(app.deps.db, contract.id);
    for (const event of events) expect(hashContractEvent(event, event.previousHash)).toBe(event.hash);
  });
});
