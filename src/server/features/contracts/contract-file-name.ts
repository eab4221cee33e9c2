import type { DbOrTx } from '../../db/client.ts';
import * as repo from './contracts.repo.ts';
import { signedPdfFileName, type SignedPdfName } from './signed-pdf-name.ts';

/** The signed PDF's file name for a contract: its booking's couple and event day, in the venue's zone. */
export async function getSignedPdfName(db: DbOrTx, contract: repo.ContractRow): Promise<SignedPdfName> {
  const venue = await repo.findVenueFacts(db, contract.venueId);
  const booking = await repo.findBookingNaming(db, contract.venueId, contract.bookingId);
  return signedPdfFileName({
    coupleNames: booking?.coupleNames ?? null,
    signerName: contract.signerName,
    contractName: contract.templateName ?? 'Standard Contract',
    eventDate: booking?.eventDate ?? null,
    timeZone: venue.timeZone,
  });
}
