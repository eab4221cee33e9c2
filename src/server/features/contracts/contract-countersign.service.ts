import {
  countersignContractSchema,
  type Contract,
  type CountersignContractInput,
} from '#shared/contracts/contracts.schemas.ts';
import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import { getProfile } from '../auth/auth.service.ts';
import { loadEmailBrand } from '../outbox/email-brand.ts';
import { enqueueEmail, venueSender } from '../outbox/outbox.service.ts';
import { sha256Hex, type StoredContractEvent } from './contract-audit.ts';
import { getSignedPdfName } from './contract-file-name.ts';
import { buildSignedContractPdf, type CountersignatureFacts } from './contract-pdf.ts';
import { appendContractEvent } from './contract-trail.ts';
import { countersignedCopyEmail } from './contracts.emails.ts';
import { listSignedVersionTexts } from './contract-versions.ts';
import { findCoupleLanguage, getContractNameIn } from './contract-language.ts';
import * as repo from './contracts.repo.ts';
import type { StaffRequest } from './contracts.service.ts';
import { getContract } from './contracts.service.ts';
import { readSignatureImage } from './signature-image.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SEALING_ORIGIN = { actor: 'VenueDesk (installation certificate)', ip: null, userAgent: null };

function requireCountersignable(contract: repo.ContractRow | undefined, countersigned: boolean): repo.ContractRow {
  if (!contract) throw notFound('Contract');
  if (contract.status !== 'signed' && contract.status !== 'completed') {
    throw new AppError('CONFLICT', 'Only a contract the couple has signed can be countersigned');
  }
  if (countersigned) throw new AppError('CONFLICT', 'This contract is already countersigned');
  return contract;
}

/**
 * The venue's countersignature, by an owner or manager, once the couple has signed (decision
 * 041). The contract and its state are checked before the drawing is decoded; then, in one
 * transaction holding the contract row, the `countersigned` event (covering the drawing), a new
 * digitally signed PDF with both signatures and the trail, its `sealed` event, the
 * countersignature row (one per contract: its primary key) and the couple's copy. Of two
 * countersignatures at once, the second waits for the row and gets 409.
 */
export async function countersignContract(
  deps: AppDeps,
  request: StaffRequest,
  id: string,
  input: CountersignContractInput,
): Promise<Contract> {
  const data = countersignContractSchema.parse(input);
  const { actor } = request;
  if (!UUID.test(id)) throw notFound('Contract');
  requireCountersignable(
    await repo.findVenueContract(deps.db, actor.venueId, id),
    (await repo.findCountersignature(deps.db, id)) !== undefined,
  );
  const signature = readSignatureImage(data.signature);
  const user = await getProfile(deps, actor);
  const signerName = `${user.firstName} ${user.lastName}`;
  const signedBy = `${signerName} <${user.email}> (${actor.role})`;
  const contract = await deps.db.transaction(async (tx) => {
    const locked = requireCountersignable(
      await repo.findVenueContract(tx, actor.venueId, id, { lock: true }),
      (await repo.findCountersignature(tx, id)) !== undefined,
    );
    const pdf = await recordCountersignature(tx, deps, locked, {
      signedBy,
      signerName,
      signature,
      ip: request.ip,
      userAgent: request.userAgent,
    });
    await sendCoupleTheirCopy(tx, deps.config.publicUrl, locked, pdf);
    return getContract(deps, actor, id, tx);
  });
  deps.mailer.deliverSoon();
  return contract;
}

/**
 * The countersignature's writes, inside the caller's transaction holding the signed contract's
 * row: the `countersigned` event (covering the drawing), a new digitally signed PDF with both
 * signatures and the trail, its `sealed` event and the countersignature row. Answers the PDF.
 */
export async function recordCountersignature(
  tx: Tx,
  deps: AppDeps,
  locked: repo.ContractRow,
  by: { signedBy: string; signerName: string; signature: Buffer; ip: string | null; userAgent: string | null },
): Promise<Buffer> {
  const signedAt = new Date();
  const origin = { actor: by.signedBy, ip: by.ip, userAgent: by.userAgent };
  const documentHash = sha256Hex(locked.content);
  const signatureHash = sha256Hex(by.signature);
  await appendContractEvent(
    tx,
    deps.keys,
    locked.venueId,
    { contractId: locked.id, type: 'countersigned', documentHash, signatureHash },
    origin,
  );
  const pdf = await makeCountersignedPdf(tx, deps, locked, {
    signedBy: by.signedBy,
    signerName: by.signerName,
    signedAt,
    ip: by.ip,
    signature: by.signature,
    signatureHash,
    originalPdfHash: sha256Hex(locked.signedPdf!),
  });
  await appendContractEvent(
    tx,
    deps.keys,
    locked.venueId,
    { contractId: locked.id, type: 'sealed', documentHash, pdfHash: sha256Hex(pdf) },
    SEALING_ORIGIN,
  );
  await repo.insertCountersignature(tx, {
    contractId: locked.id,
    venueId: locked.venueId,
    signedBy: by.signedBy,
    signerName: by.signerName,
    signedAt,
    signatureImage: by.signature,
    signerIp: by.ip,
    signerUserAgent: by.userAgent?.slice(0, 500) ?? null,
    countersignedPdf: pdf,
  });
  return pdf;
}

/**
 * What the couple's signature was, from the trail: the signed event names them as
 * "Name <e-mail>", the address they typed, which the row does not keep.
 */
function coupleSigning(contract: repo.ContractRow, events: readonly StoredContractEvent[]) {
  const signed = events.findLast((event) => event.type === 'signed');
  if (!signed?.signatureHash) throw new AppError('CONFLICT', 'This contract’s trail has no signature to countersign');
  const prefix = `${contract.signerName} <`;
  const end = signed.actor.indexOf('>', prefix.length);
  const signerEmail =
    signed.actor.startsWith(prefix) && end > 0 ? signed.actor.slice(prefix.length, end) : contract.signerEmail;
  return {
    signerEmail,
    signatureHash: signed.signatureHash,
    hashAsSigned: signed.documentHash,
    // The certificate stays in the language the couple signed in (null: signed before it was recorded).
    pageLanguage: signed.language ?? null,
    // The versions the couple signed, as the signed event records them (decision 074).
    versions: signed.versions ? listSignedVersionTexts(contract) : null,
  };
}

async function makeCountersignedPdf(
  tx: Tx,
  deps: AppDeps,
  contract: repo.ContractRow,
  countersignature: CountersignatureFacts,
): Promise<Buffer> {
  const venue = await repo.findVenueFacts(tx, contract.venueId);
  const events = await repo.listContractEvents(tx, contract.id);
  const { pageLanguage, ...signing } = coupleSigning(contract, events);
  const language = pageLanguage ?? (await findCoupleLanguage(tx, contract));
  return buildSignedContractPdf(
    {
      contractId: contract.id,
      title: getContractNameIn(contract, language),
      language,
      pageLanguage,
      venueName: venue.name,
      timeZone: venue.timeZone,
      content: contract.content,
      sentTo: contract.signerEmail,
      signerName: contract.signerName!,
      signedAt: contract.signedAt!,
      signerIp: contract.signerIp,
      signature: contract.signatureImage!,
      hashAsSent: contract.documentHash!,
      ...signing,
      events,
      countersignature,
    },
    deps.keys,
  );
}

/** The countersigned copy, to the address the contract was sent to. */
async function sendCoupleTheirCopy(tx: Tx, publicUrl: string, contract: repo.ContractRow, pdf: Buffer): Promise<void> {
  const venue = await repo.findVenueFacts(tx, contract.venueId);
  const language = await findCoupleLanguage(tx, contract);
  const email = countersignedCopyEmail({
    venueName: venue.name,
    contractName: getContractNameIn(contract, language),
    language,
    signerName: contract.signerName!,
    pdf,
    fileName: (await getSignedPdfName(tx, contract)).unicode,
    brand: await loadEmailBrand(tx, contract.venueId, publicUrl),
  });
  await enqueueEmail(tx, { venueId: contract.venueId, to: contract.signerEmail, ...venueSender(venue), ...email });
}
