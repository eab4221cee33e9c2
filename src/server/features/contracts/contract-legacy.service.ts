import type { InstallationKeys } from '../../crypto/installation-keys.ts';
import { sealLinkToken } from '../../crypto/link-tokens.ts';
import type { Tx } from '../../db/client.ts';
import { sha256Hex } from './contract-audit.ts';
import * as legacyRepo from './contract-legacy.repo.ts';
import { appendContractEvent } from './contract-trail.ts';
import { getSigningLinkContext } from './contract-views.ts';

/** Whether the database holds trails keyed with some installation key already. */
export function hasKeyedTrails(tx: Tx): Promise<boolean> {
  return legacyRepo.hasKeyedEvents(tx);
}

const ANCHOR_ORIGIN = { actor: 'VenueDesk (installation key adopted)', ip: null, userAgent: null };

/**
 * Ends every unkeyed trail with a keyed 'anchored' event covering its last hash and the
 * contract's text, drawing and PDF as they are now (decision 022). From then on, the older
 * events cannot be rewritten without breaking the anchor, and the trail verifies; a trail that
 * is unkeyed without an anchor does not. Run once, when the installation key is first adopted:
 * anchoring later would bless whatever the database then holds. Returns how many were anchored.
 */
export async function anchorLegacyTrails(tx: Tx, keys: InstallationKeys): Promise<number> {
  const pending = await legacyRepo.lockContractsEndingUnkeyed(tx);
  for (const contract of pending) {
    await appendContractEvent(
      tx,
      keys,
      contract.venueId,
      {
        contractId: contract.id,
        type: 'anchored',
        documentHash: sha256Hex(contract.content),
        signatureHash: contract.signatureImage ? sha256Hex(contract.signatureImage) : null,
        pdfHash: contract.signedPdf ? sha256Hex(contract.signedPdf) : null,
      },
      ANCHOR_ORIGIN,
    );
  }
  return pending.length;
}

/**
 * Working signing links made before tokens were hashed get their encrypted copy, and their plain
 * token goes (the migration already hashed it, so the link keeps working). Returns how many.
 */
export async function sealLegacySigningLinks(tx: Tx, keys: InstallationKeys): Promise<number> {
  const links = await legacyRepo.listPlainSigningLinks(tx);
  for (const link of links) {
    const sealed = sealLinkToken(keys.tokenKey, link.token!, getSigningLinkContext(link.contractId));
    await legacyRepo.replacePlainSigningLink(tx, link.id, sealed);
  }
  return links.length;
}
