import { and, eq, gt, inArray, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contractLinks, contractReminders, contracts, venues } from '../../db/schema.ts';

/** Out for signature (sent or viewed) through a link that still works at `now`. */
function awaitingSignature(now: Date) {
  return and(
    eq(contractLinks.contractId, contracts.id),
    inArray(contracts.status, ['sent', 'viewed']),
    isNull(contractLinks.revokedAt),
    gt(contractLinks.expiresAt, now),
  );
}

/** Signing links of every venue sent before `sentBefore`, still unsigned and not yet reminded of. */
export async function findLinksToRemind(db: DbOrTx, now: Date, sentBefore: Date) {
  return db
    .select({ linkId: contractLinks.id, venueId: contractLinks.venueId })
    .from(contractLinks)
    .innerJoin(contracts, awaitingSignature(now))
    .where(
      and(
        lte(contractLinks.createdAt, sentBefore),
        notExists(
          db
            .select({ one: sql`1` })
            .from(contractReminders)
            .where(eq(contractReminders.linkId, contractLinks.id)),
        ),
      ),
    )
    .orderBy(contractLinks.id);
}

/**
 * The link and its contract if it still awaits a signature, held (FOR SHARE) until the caller's
 * transaction ends, so the contract cannot be signed, revoked or sent again meanwhile.
 */
export async function lockLinkAwaitingSignature(tx: DbOrTx, venueId: number, linkId: number, now: Date) {
  const [row] = await tx
    .select({
      linkId: contractLinks.id,
      contractId: contracts.id,
      venueId: contracts.venueId,
      tokenSealed: contractLinks.tokenSealed,
      expiresAt: contractLinks.expiresAt,
      signerEmail: contracts.signerEmail,
      templateName: contracts.templateName,
      language: contracts.language,
      translations: contracts.translations,
      bookingId: contracts.bookingId,
      venueName: venues.name,
      venueEmail: venues.email,
      timeZone: venues.timezone,
    })
    .from(contractLinks)
    .innerJoin(contracts, awaitingSignature(now))
    .innerJoin(venues, eq(venues.id, contracts.venueId))
    .where(and(eq(contractLinks.venueId, venueId), eq(contractLinks.id, linkId)))
    .for('share', { of: [contractLinks, contracts] });
  return row;
}

/** Records the link's reminder; false when it already had it (another pass, maybe still sending). */
export async function recordContractReminder(
  tx: DbOrTx,
  reminder: { linkId: number; venueId: number; contractId: string },
): Promise<boolean> {
  const inserted = await tx
    .insert(contractReminders)
    .values(reminder)
    .onConflictDoNothing()
    .returning({ linkId: contractReminders.linkId });
  return inserted.length > 0;
}
