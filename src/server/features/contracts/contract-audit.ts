import { createHash } from 'node:crypto';
import type { ContractEventType } from '#shared/contracts/contract-status.ts';
import type { ContractAudit, ContractEvent } from '#shared/contracts/contracts.schemas.ts';

export function sha256Hex(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/** What an event records; the hashes are computed from it. */
export interface ContractEventFacts {
  contractId: string;
  type: ContractEventType;
  at: Date;
  ip: string | null;
  userAgent: string | null;
  actor: string;
  documentHash: string;
}

/**
 * An event's hash covers every fact it records and the hash of the event before it, so changing,
 * removing or reordering any event breaks every hash after it. JSON of a fixed array keeps the
 * encoding unambiguous (no field can bleed into the next).
 */
export function hashContractEvent(facts: ContractEventFacts, previousHash: string | null): string {
  return sha256Hex(
    JSON.stringify([
      facts.contractId,
      previousHash,
      facts.type,
      facts.at.toISOString(),
      facts.ip,
      facts.userAgent,
      facts.actor,
      facts.documentHash,
    ]),
  );
}

export interface StoredContractEvent extends ContractEventFacts {
  previousHash: string | null;
  hash: string;
}

/** Whether each event links to the one before it and its hash matches what it records. */
export function verifyContractEvents(events: readonly StoredContractEvent[]): boolean {
  let previousHash: string | null = null;
  for (const event of events) {
    if (event.previousHash !== previousHash) return false;
    if (hashContractEvent(event, previousHash) !== event.hash) return false;
    previousHash = event.hash;
  }
  return true;
}

export function toContractAudit(events: readonly StoredContractEvent[]): ContractAudit {
  return {
    verified: verifyContractEvents(events),
    events: events.map((event): ContractEvent => ({
      type: event.type,
      at: event.at.toISOString(),
      ip: event.ip,
      userAgent: event.userAgent,
      actor: event.actor,
      documentHash: event.documentHash,
      hash: event.hash,
      previousHash: event.previousHash,
    })),
  };
}
