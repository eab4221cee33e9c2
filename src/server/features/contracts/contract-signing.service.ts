import {
  signContractSchema,
  type PublicContract,
  type SignContractInput,
} from '#shared/contracts/contracts.schemas.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import { notifyVenue } from '../notifications/notifications.service.ts';
import { enqueueEmail, venueSender } from '../outbox/outbox.service.ts';
import { sha256Hex } from './contract-audit.ts';
import { buildSignedContractPdf } from './contract-pdf.ts';
import { appendContractEvent } from './contract-trail.ts';
import { signedCopyEmail, signedPdfFileName } from './contracts.emails.ts';
import * as repo from './contracts.repo.ts';
import { readSignatureImage } from './signature-image.ts';

/** Where a request on the public signing page came from, for the audit trail. */
export interface VisitorRequest {
  ip: string | null;
  userAgent: string | null;
}

type SigningLink = NonNullable<Awaited<ReturnType<typeof repo.findSigningLink>>>;
type ContractRow = repo.ContractRow;

/**
 * The contract behind a signing token. Unknown tokens (an altered one, a contract id) are 404,
 * like a page that does not exist; a link that expired, was replaced or was revoked is 410, so
 * the page can say to ask the venue for a new one. A draft has no working link.
 */
async function requireLink(db: DbOrTx, token: string, options: { lock?: boolean } = {}): Promise<SigningLink> {
  const found = await repo.findSigningLink(db, token, options);
  if (!found) throw notFound('Contract');
  if (found.link.revokedAt || found.link.expiresAt <= new Date()) {
    throw new AppError('GONE', 'This signing link has expired or was replaced. Ask the venue for a new one.');
  }
  // A working link always belongs to a sent contract; this guards the rule, should that change.
  if (found.contract.status === 'draft') throw notFound('Contract');
  return found;
}

async function toPublicContract(db: DbOrTx, contract: ContractRow): Promise<PublicContract> {
  const { name, logo, primaryColor, secondaryColor, accentColor } = await repo.findVenueFacts(db, contract.venueId);
  return {
    status: contract.status,
    templateName: contract.templateName,
    content: contract.content,
    signedAt: contract.signedAt?.toISOString() ?? null,
    // The venue's brand only: the signer is a visitor, who gets nothing else of it.
    venue: { name, logo, primaryColor, secondaryColor, accentColor },
  };
}

export async function getPublicContract(deps: AppDeps, token: string): Promise<PublicContract> {
  return toPublicContract(deps.db, (await requireLink(deps.db, token)).contract);
}

/** Opening the signing page of a sent contract makes it viewed; every opening before signing is recorded. */
export async function recordContractView(
  deps: AppDeps,
  token: string,
  visitor: VisitorRequest,
): Promise<PublicContract> {
  return deps.db.transaction(async (tx) => {
    const { contract } = await requireLink(tx, token, { lock: true });
    if (contract.status !== 'sent' && contract.status !== 'viewed') return toPublicContract(tx, contract);
    const viewed =
      contract.status === 'sent'
        ? await repo.updateContract(tx, contract.venueId, contract.id, { status: 'viewed', viewedAt: new Date() })
        : contract;
    await appendContractEvent(
      tx,
      contract.venueId,
      { contractId: contract.id, type: 'viewed', documentHash: sha256Hex(contract.content) },
      { actor: 'Visitor with the signing link', ...visitor },
    );
    return toPublicContract(tx, viewed);
  });
}

/**
 * Signs: checks the drawing before anything is written, then in one transaction holding the
 * contract row records the signature and its evidence, appends the signed event, makes the PDF
 * (with the full trail on its certificate page), queues the signer's copy and tells the venue.
 * Of two signatures at once, the second finds the contract signed and gets 409.
 */
export async function signContract(
  deps: AppDeps,
  token: string,
  input: SignContractInput,
  visitor: VisitorRequest,
): Promise<PublicContract> {
  const data = signContractSchema.parse(input);
  const signature = readSignatureImage(data.signature);
  const result = await deps.db.transaction(async (tx) => {
    const { contract } = await requireLink(tx, token, { lock: true });
    if (contract.status === 'signed' || contract.status === 'completed') {
      throw new AppError('CONFLICT', 'This contract is already signed');
    }
    const signed = await recordSignature(tx, contract, { ...data, signature }, visitor);
    return toPublicContract(tx, signed);
  });
  deps.mailer.deliverSoon();
  return result;
}

/**
 * Inside `tx`, with the sent contract's row locked: the signed event, the PDF with the whole
 * trail, the evidence on the row, the signer's copy and the venue's notification. The step the
 * API and the demo seed share.
 */
export async function recordSignature(
  tx: Tx,
  contract: ContractRow,
  signer: { signerName: string; signerEmail: string; signature: Buffer },
  visitor: VisitorRequest,
): Promise<ContractRow> {
  const hashAsSigned = sha256Hex(contract.content);
  if (contract.documentHash !== hashAsSigned) {
    // Cannot happen through the API (a sent text is frozen); refuse rather than sign other words.
    throw new AppError('CONFLICT', 'This contract changed after it was sent. Ask the venue to send it again.');
  }
  const signedAt = new Date();
  await appendContractEvent(
    tx,
    contract.venueId,
    { contractId: contract.id, type: 'signed', documentHash: hashAsSigned },
    { actor: `${signer.signerName} <${signer.signerEmail}>`, ...visitor },
  );
  const pdf = await makePdf(tx, contract, { ...signer, signedAt, hashAsSigned, ip: visitor.ip });
  const signed = await repo.updateContract(tx, contract.venueId, contract.id, {
    status: 'signed',
    signerName: signer.signerName,
    signedAt,
    signatureImage: signer.signature,
    signerIp: visitor.ip,
    signerUserAgent: visitor.userAgent,
    signedPdf: Buffer.from(pdf),
  });
  await tellEveryone(tx, signed, signer, pdf);
  return signed;
}

async function makePdf(
  tx: Tx,
  contract: ContractRow,
  signing: {
    signerName: string;
    signerEmail: string;
    signature: Buffer;
    signedAt: Date;
    hashAsSigned: string;
    ip: string | null;
  },
): Promise<Uint8Array> {
  const venue = await repo.findVenueFacts(tx, contract.venueId);
  return buildSignedContractPdf({
    contractId: contract.id,
    title: contract.templateName ?? 'Standard Contract',
    venueName: venue.name,
    timeZone: venue.timeZone,
    content: contract.content,
    sentTo: contract.signerEmail,
    signerName: signing.signerName,
    signerEmail: signing.signerEmail,
    signedAt: signing.signedAt,
    signerIp: signing.ip,
    signature: signing.signature,
    hashAsSent: contract.documentHash!,
    hashAsSigned: signing.hashAsSigned,
    events: await repo.listContractEvents(tx, contract.id),
  });
}

/** The signer's copy (to the address they signed with, and the one it was sent to) and the venue's notification. */
async function tellEveryone(
  tx: Tx,
  contract: ContractRow,
  signer: { signerName: string; signerEmail: string },
  pdf: Uint8Array,
): Promise<void> {
  const venue = await repo.findVenueFacts(tx, contract.venueId);
  const contractName = contract.templateName ?? 'Standard Contract';
  const email = signedCopyEmail({
    venueName: venue.name,
    contractName,
    signerName: signer.signerName,
    pdf,
    fileName: signedPdfFileName(contractName),
  });
  for (const to of new Set([signer.signerEmail, contract.signerEmail])) {
    await enqueueEmail(tx, { venueId: contract.venueId, to, ...venueSender(venue), ...email });
  }
  await notifyVenue(tx, {
    venueId: contract.venueId,
    kind: 'contract.signed',
    title: `${signer.signerName} signed "${contractName}"`,
    body: `Signed by ${signer.signerName} <${signer.signerEmail}>`,
    link: `/contracts?contract=${contract.id}`,
  });
}

/** The signed PDF for the signer, through their link; each download is an audit event. */
export async function downloadPublicSignedPdf(
  deps: AppDeps,
  token: string,
  visitor: VisitorRequest,
): Promise<{ pdf: Buffer; fileName: string }> {
  return deps.db.transaction(async (tx) => {
    const { contract } = await requireLink(tx, token, { lock: true });
    if (!contract.signedPdf) throw new AppError('NOT_FOUND', 'This contract is not signed yet');
    await appendContractEvent(
      tx,
      contract.venueId,
      { contractId: contract.id, type: 'downloaded', documentHash: sha256Hex(contract.content) },
      { actor: 'Visitor with the signing link', ...visitor },
    );
    return { pdf: contract.signedPdf, fileName: signedPdfFileName(contract.templateName ?? 'Standard Contract') };
  });
}
