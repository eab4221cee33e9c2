import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { contractEventLabels, type ContractEventType } from '#shared/contracts/contract-status.ts';
import type { SignedVersion } from '#shared/contracts/contract-versions.ts';
import type { Language } from '#shared/i18n/languages.ts';

export function sha256Hex(data: string | Buffer | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/** What an event records; its hash is computed from it. */
export interface ContractEventFacts {
  contractId: string;
  type: ContractEventType;
  at: Date;
  ip: string | null;
  userAgent: string | null;
  actor: string;
  documentHash: string;
  /** SHA-256 of the drawn signature (PNG bytes): on the signed event, and on an anchor. */
  signatureHash: string | null;
  /** SHA-256 of the final, digitally signed PDF: on the sealed event, and on an anchor. */
  pdfHash: string | null;
  /**
   * The language the signer saw the signing page in: on the signed event only, and only since
   * it was recorded (decision 070). Absent or null on every other event.
   */
  language?: Language | null;
  /**
   * The language versions the signer was shown, each with the SHA-256 of its text and whether it
   * governs: on the signed event only, and only since they were recorded (decision 074).
   */
  versions?: SignedVersion[] | null;
}

/**
 * How an event's hash was made (decision 022). 1: SHA-256 without a key, as every event was
 * before keyed trails; it covers neither the drawing nor the PDF. 2: HMAC-SHA256 under the
 * installation's chain key, covering every fact, the drawing and the PDF included.
 */
export type ChainVersion = 1 | 2;
export const CURRENT_CHAIN_VERSION: ChainVersion = 2;

export interface StoredContractEvent extends ContractEventFacts {
  version: ChainVersion;
  previousHash: string | null;
  hash: string;
}

/**
 * The unkeyed hash of the first trails: JSON of a fixed array keeps the encoding unambiguous
 * (no field can bleed into the next). Kept only to verify the events made that way.
 */
export function hashLegacyEvent(facts: ContractEventFacts, previousHash: string | null): string {
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

/**
 * The keyed hash: an HMAC over every fact and the hash of the event before it, so changing,
 * removing or reordering any event breaks every hash after it, and only the holder of the
 * installation key can make a hash that verifies. The signer's page language, a fact added
 * later, is hashed when the event has one, as one more element of the array: an event without it
 * hashes exactly as before (so every existing trail still verifies), and one with it cannot have
 * it changed or removed without breaking its hash (decision 070). The language versions the
 * signer saw (decision 074) follow the same rule, as the element after it.
 */
export function hashKeyedEvent(chainKey: Buffer, facts: ContractEventFacts, previousHash: string | null): string {
  return createHmac('sha256', chainKey)
    .update(
      JSON.stringify([
        'venuedesk-trail-v2',
        facts.contractId,
        previousHash,
        facts.type,
        facts.at.toISOString(),
        facts.ip,
        facts.userAgent,
        facts.actor,
        facts.documentHash,
        facts.signatureHash,
        facts.pdfHash,
        ...(facts.language ? [facts.language] : []),
        // Arrays, not the stored objects: jsonb may give the keys back in another order.
        ...(facts.versions
          ? [facts.versions.map((version) => [version.language, version.sha256, version.governs])]
          : []),
      ]),
    )
    .digest('hex');
}

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === 32 && right.length === 32 && timingSafeEqual(left, right);
}

export interface TrailCheck {
  intact: boolean;
  /** The first thing that does not hold, in words staff can act on. */
  problem: string | null;
  /** When the trail began unkeyed: the time of the anchor that sealed its older events. */
  anchoredAt: Date | null;
}

function describe(event: StoredContractEvent, index: number): string {
  return `Event ${index + 1} (${contractEventLabels[event.type]})`;
}

/**
 * Whether each event links to the one before it and its hash matches what it records. Unkeyed
 * events may only open a trail, and only if a keyed 'anchored' event follows them: that anchor,
 * made once when the installation key was adopted, is what keeps someone who can write the
 * database from passing a rewritten trail off as an old, unkeyed one (decision 022).
 */
export function verifyTrail(chainKey: Buffer, events: readonly StoredContractEvent[]): TrailCheck {
  let previousHash: string | null = null;
  let keyed = false;
  let anchoredAt: Date | null = null;
  const broken = (problem: string): TrailCheck => ({ intact: false, problem, anchoredAt });
  for (const [index, event] of events.entries()) {
    if (event.previousHash !== previousHash)
      return broken(`${describe(event, index)} does not follow the one before it.`);
    if (event.version === 1) {
      if (keyed) return broken(`${describe(event, index)} is unkeyed but follows keyed events.`);
      if (hashLegacyEvent(event, previousHash) !== event.hash) {
        return broken(`${describe(event, index)} was changed after it was recorded.`);
      }
    } else {
      if (!sameHex(hashKeyedEvent(chainKey, event, previousHash), event.hash)) {
        return broken(`${describe(event, index)} was changed after it was recorded, or not by this installation.`);
      }
      if (!keyed && index > 0) {
        if (event.type !== 'anchored')
          return broken(`The unkeyed events before ${describe(event, index)} were never anchored.`);
        anchoredAt = event.at;
      }
      keyed = true;
    }
    previousHash = event.hash;
  }
  if (events.length > 0 && !keyed) return broken('The trail is unkeyed and was never anchored to this installation.');
  return { intact: true, problem: null, anchoredAt };
}

/** The latest event that recorded the given fact (events are in trail order). */
export function findLastRecording(
  events: readonly StoredContractEvent[],
  fact: 'signatureHash' | 'pdfHash',
): StoredContractEvent | undefined {
  return events.findLast((event) => event[fact] !== null);
}
