import type { DbOrTx } from '../../db/client.ts';
import { hashContractEvent, type ContractEventFacts } from './contract-audit.ts';
import * as repo from './contracts.repo.ts';

/** Who did something and from where, as the audit trail records it. */
export interface EventOrigin {
  actor: string;
  ip: string | null;
  userAgent: string | null;
}

/**
 * Appends an event to the contract's audit trail, chained to the one before it. The caller holds
 * the contract row locked (FOR UPDATE) in `tx`, so two appends cannot both chain to the same event.
 */
export async function appendContractEvent(
  tx: DbOrTx,
  venueId: number,
  event: Omit<ContractEventFacts, 'at' | 'actor' | 'ip' | 'userAgent'>,
  origin: EventOrigin,
): Promise<void> {
  // A JS Date has milliseconds, as the column does, so the hash can be recomputed from the row.
  const at = new Date();
  const facts: ContractEventFacts = { ...event, ...origin, userAgent: origin.userAgent?.slice(0, 500) ?? null, at };
  const previousHash = await repo.findLatestEventHash(tx, event.contractId);
  await repo.insertContractEvent(tx, venueId, { ...facts, previousHash, hash: hashContractEvent(facts, previousHash) });
}
