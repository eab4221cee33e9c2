import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contractEvents } from '#server/db/schema.ts';
import { getSqlState } from '#server/errors.ts';
import type { ContractEventType } from '#shared/contracts/contract-status.ts';
import { createSentContract } from '#tests/contracts-factory.ts';
import { signUpOwner } from '#tests/factories.ts';
import { createTestApp } from '#tests/test-app.ts';
import {
  hashKeyedEvent,
  hashLegacyEvent,
  verifyTrail,
  type ChainVersion,
  type StoredContractEvent,
} from './contract-audit.ts';
import { listContractEvents } from './contracts.repo.ts';

const { app } = await createTestApp();
const owner = await signUpOwner(app);
const key = randomBytes(32);

/** A trail as the code records it: each event's hash made the way its version says. */
function trail(steps: readonly (readonly [ContractEventType, ChainVersion])[], chainKey = key): StoredContractEvent[] {
  const events: StoredContractEvent[] = [];
  let previousHash: string | null = null;
  for (const [index, [type, version]] of steps.entries()) {
    const facts = {
      contractId: '6f1c2a9e-1d4b-4c4e-9a53-0d7d1c2b3a41',
      type,
      at: new Date(Date.UTC(2031, 0, 1, 12, index)),
      ip: '203.0.113.9',
      userAgent: 'Test',
      actor: 'Sarah <sarah@example.com>',
      documentHash: 'a'.repeat(64),
      signatureHash: type === 'signed' && version === 2 ? 'c'.repeat(64) : null,
      pdfHash: null,
    };
    const hash: string =
      version === 1 ? hashLegacyEvent(facts, previousHash) : hashKeyedEvent(chainKey, facts, previousHash);
    events.push({ ...facts, version, previousHash, hash });
    previousHash = hash;
  }
  return events;
}

const keyed = (): StoredContractEvent[] =>
  trail([
    ['created', 2],
    ['sent', 2],
    ['viewed', 2],
    ['signed', 2],
  ]);

/** Recomputes every hash after a change, the way someone who can write the database would. */
function relink(events: StoredContractEvent[], hash: (event: StoredContractEvent, previous: string | null) => string) {
  let previousHash: string | null = null;
  for (const event of events) {
    event.previousHash = previousHash;
    event.hash = hash(event, previousHash);
    previousHash = event.hash;
  }
}

describe('the keyed audit chain', () => {
  it('verifies an untouched trail', () => {
    expect(verifyTrail(key, keyed())).toEqual({ intact: true, problem: null, anchoredAt: null });
  });

  it.each([
    ['a changed IP', (events: StoredContractEvent[]) => (events[2]!.ip = '198.51.100.1')],
    ['a changed time', (events: StoredContractEvent[]) => (events[1]!.at = new Date(0))],
    ['a changed document hash', (events: StoredContractEvent[]) => (events[3]!.documentHash = 'b'.repeat(64))],
    ['a changed signature hash', (events: StoredContractEvent[]) => (events[3]!.signatureHash = 'd'.repeat(64))],
    ['a removed event', (events: StoredContractEvent[]) => events.splice(1, 1)],
    ['swapped events', (events: StoredContractEvent[]) => events.reverse()],
    [
      'a rewritten IP with the whole chain recomputed without the key',
      (events: StoredContractEvent[]) => {
        events[3]!.ip = '198.51.100.1';
        relink(events, (event, previous) => hashLegacyEvent(event, previous));
      },
    ],
    [
      'a rewritten IP recomputed without the key and passed off as an old, unkeyed trail',
      (events: StoredContractEvent[]) => {
        events[3]!.ip = '198.51.100.1';
        for (const event of events) event.version = 1;
        relink(events, (event, previous) => hashLegacyEvent(event, previous));
      },
    ],
    [
      'a rewritten IP recomputed with another key',
      (events: StoredContractEvent[]) => {
        events[3]!.ip = '198.51.100.1';
        const otherKey = randomBytes(32);
        relink(events, (event, previous) => hashKeyedEvent(otherKey, event, previous));
      },
    ],
  ])('fails after %s', (_case, tamper) => {
    const events = keyed();
    tamper(events);
    const check = verifyTrail(key, events);
    expect(check.intact).toBe(false);
    expect(check.problem).toEqual(expect.any(String));
  });
});

describe('trails begun before trails were keyed', () => {
  const anchored = () =>
    trail([
      ['created', 1],
      ['sent', 1],
      ['signed', 1],
      ['anchored', 2],
      ['downloaded', 2],
    ]);

  it('verify when a keyed anchor follows the unkeyed events, and say when the anchor was made', () => {
    const events = anchored();
    expect(verifyTrail(key, events)).toEqual({ intact: true, problem: null, anchoredAt: events[3]!.at });
  });

  it('fail when an unkeyed event before the anchor is rewritten, even with the unkeyed hashes recomputed', () => {
    const events = anchored();
    events[2]!.ip = '198.51.100.1';
    let previousHash: string | null = null;
    for (const event of events.slice(0, 3)) {
      event.previousHash = previousHash;
      event.hash = hashLegacyEvent(event, previousHash);
      previousHash = event.hash;
    }
    expect(verifyTrail(key, events).intact).toBe(false);
  });

  it.each([
    [
      'with no anchor at all',
      [
        ['created', 1],
        ['sent', 1],
        ['signed', 1],
      ],
    ],
    [
      'with a keyed event that is not an anchor after them',
      [
        ['created', 1],
        ['sent', 2],
      ],
    ],
    [
      'with an unkeyed event after keyed ones',
      [
        ['created', 2],
        ['sent', 1],
      ],
    ],
  ] as const)('fail %s', (_case, steps) => {
    expect(verifyTrail(key, trail(steps)).intact).toBe(false);
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
    expect(verifyTrail(app.deps.keys.chainKey, after).intact).toBe(true);
  });

  it('stores keyed events whose times recompute to the same hashes', async () => {
    const { contract } = await createSentContract(app, owner);
    const events = await listContractEvents(app.deps.db, contract.id);
    for (const event of events) {
      expect(event.version).toBe(2);
      expect(hashKeyedEvent(app.deps.keys.chainKey, event, event.previousHash)).toBe(event.hash);
    }
  });
});
