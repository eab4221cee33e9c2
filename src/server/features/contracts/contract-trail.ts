import type { InstallationKeys } from '../../crypto/installation-keys.ts';
import type { DbOrTx } from '../../db/client.ts';
import { CURRENT_CHAIN_VERSION, hashKeyedEvent, type ContractEventFacts } from './contract-audit.ts';
import * as repo from './contracts.repo.ts';

/** Who did something and from where, as the audit trail records it. */
export interface EventOrigin {
  actor: string;
  ip: string | null;
  userAgent: string | null;
}

/** What an event is about; the time, the origin and the hash are added on appending. */
export type NewContractEvent = Pick<ContractEventFacts, 'contractId' | 'type' | 'documentHash'> &
  Partial<Pick<ContractEventFacts, 'signatureHash' | 'pdfHash' | 'language' | 'versions'>>;

/**
 * Appends an event to the contract's audit trail, chained to the one before it under the
 * installation's chain key. The caller holds the contract row locked (FOR UPDATE) in `tx`, so
 * two appends cannot both chain to the same event.
 */
export async function appendContractEvent(
  tx: DbOrTx,
  keys: InstallationKeys,
  venueId: number,
  event: NewContractEvent,
  origin: EventOrigin,
): Promise<void> {
  // A JS Date has milliseconds, as the column does, so the hash can be recomputed from the row.
  const at = new Date();
  const facts: ContractEventFacts = {
    signatureHash: null,
    pdfHash: null,
    language: null,
    versions: null,
    ...event,
    ...origin,
    userAgent: origin.userAgent?.slice(0, 500) ?? null,
    at,
  };
  const previousHash = await repo.findLatestEventHash(tx, event.contractId);
  const hash = hashKeyedEvent(keys.chainKey, facts, previousHash);
  await repo.insertContractEvent(tx, venueId, { ...facts, version: CURRENT_CHAIN_VERSION, previousHash, hash });
}
