import { eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contractEvents, contractLinks, contracts } from '../../db/schema.ts';

/** Whether any trail holds an event keyed with an installation key. */
export async function hasKeyedEvents(db: DbOrTx): Promise<boolean> {
  const [row] = await db
    .select({ id: contractEvents.id })
    .from(contractEvents)
    .where(sql`${contractEvents.version} <> 1`)
    .limit(1);
  return row !== undefined;
}

/** Contracts whose latest event is unkeyed, locked for the rest of the transaction. */
export function lockContractsEndingUnkeyed(db: DbOrTx) {
  return db
    .select({
      id: contracts.id,
      venueId: contracts.venueId,
      content: contracts.content,
      signatureImage: contracts.signatureImage,
      signedPdf: contracts.signedPdf,
    })
    .from(contracts)
    .where(
      sql`(select e.chain_version from ${contractEvents} e where e.contract_id = ${contracts.id}
        order by e.id desc limit 1) = 1`,
    )
    .orderBy(contracts.id)
    .for('update');
}

/** Signing links still holding a plain token (made before tokens were hashed). */
export function listPlainSigningLinks(db: DbOrTx) {
  return db
    .select({ id: contractLinks.id, contractId: contractLinks.contractId, token: contractLinks.legacyToken })
    .from(contractLinks)
    .where(isNotNull(contractLinks.legacyToken));
}

export async function replacePlainSigningLink(db: DbOrTx, id: number, tokenSealed: string): Promise<void> {
  await db.update(contractLinks).set({ tokenSealed, legacyToken: null }).where(eq(contractLinks.id, id));
}
