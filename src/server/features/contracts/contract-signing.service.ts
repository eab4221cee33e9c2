import {
  signContractSchema,
  type PublicContract,
  type SignContractInput,
} from '#shared/contracts/contracts.schemas.ts';
import type { Language } from '#shared/i18n/languages.ts';
import type { InstallationKeys } from '../../crypto/installation-keys.ts';
import { hashLinkToken } from '../../crypto/link-tokens.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { runContractSignedAutomations } from '../automations/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Actor } from '../../http/access.ts';
import { getUserView } from '../auth/auth.service.ts';
import { notifyVenue } from '../notifications/notifications.service.ts';
import { loadEmailBrand } from '../outbox/email-brand.ts';
import { enqueueEmail, venueSender } from '../outbox/outbox.service.ts';
import { sha256Hex } from './contract-audit.ts';
import { buildSignedContractPdf } from './contract-pdf.ts';
import { listContractNames, listContractVersions } from '#shared/contracts/contract-versions.ts';
import { describeSignedVersions, listSignedVersionTexts } from './contract-versions.ts';
import { appendContractEvent } from './contract-trail.ts';
import { getSignedPdfName } from './contract-file-name.ts';
import { signedCopyEmail } from './contracts.emails.ts';
import { findCoupleLanguage, getContractNameIn } from './contract-language.ts';
import * as repo from './contracts.repo.ts';
import { readSignatureImage } from './signature-image.ts';
import type { SignedPdfName } from './signed-pdf-name.ts';

/** Where a request on the public signing page came from, for the audit trail. */
export interface VisitorRequest {
  ip: string | null;
  userAgent: string | null;
  /** Whoever is signed in on this browser, if anyone: the link, not the session, opens the page. */
  actor: Actor | null;
}

type SigningLink = NonNullable<Awaited<ReturnType<typeof repo.findSigningLink>>>;
type ContractRow = repo.ContractRow;

/**
 * The contract behind a signing token. Unknown tokens (an altered one, a contract id) are 404,
 * like a page that does not exist; a link that expired, was replaced or was revoked is 410, so
 * the page can say to ask the venue for a new one. A draft has no working link.
 */
async function requireLink(db: DbOrTx, token: string, options: { lock?: boolean } = {}): Promise<SigningLink> {
  const found = await repo.findSigningLink(db, hashLinkToken(token), options);
  if (!found) throw notFound('Contract');
  if (found.link.revokedAt || found.link.expiresAt <= new Date()) {
    throw new AppError('GONE', 'This signing link has expired or was replaced. Ask the venue for a new one.');
  }
  // A working link always belongs to a sent contract; this guards the rule, should that change.
  if (found.contract.status === 'draft') throw notFound('Contract');
  return found;
}

function requireUnsigned(contract: ContractRow): void {
  if (contract.status === 'signed' || contract.status === 'completed') {
    throw new AppError('CONFLICT', 'This contract is already signed');
  }
}

type SignedInClient = PublicContract['signedInClient'];

/**
 * The signed-in client a contract is for: the booking's client, or a client whose (proven)
 * address is the one it was sent to. Staff, other clients and visitors get null, so nobody
 * else's name reaches the form.
 */
async function findSignedInClient(db: DbOrTx, contract: ContractRow, actor: Actor | null): Promise<SignedInClient> {
  if (actor?.role !== 'client') return null;
  const user = await getUserView(db, actor.userId, actor.venueId);
  // The address counts only once proven (decision 025): anyone can register an address unverified.
  const isTheirs =
    (await repo.findBookingClientId(db, contract.venueId, contract.bookingId)) === actor.userId ||
    (user.emailVerified && user.email.toLowerCase() === contract.signerEmail.toLowerCase());
  return isTheirs ? { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email } : null;
}

async function toPublicContract(db: DbOrTx, contract: ContractRow, actor: Actor | null): Promise<PublicContract> {
  const { name, logo, primaryColor, secondaryColor, accentColor } = await repo.findVenueFacts(db, contract.venueId);
  return {
    language: await findCoupleLanguage(db, contract),
    status: contract.status,
    templateName: contract.templateName,
    names: listContractNames(contract),
    content: contract.content,
    versions: listContractVersions(contract),
    signedAt: contract.signedAt?.toISOString() ?? null,
    // The venue's brand only: the signer is a visitor, who gets nothing else of it.
    venue: { name, logo, primaryColor, secondaryColor, accentColor },
    signedInClient: await findSignedInClient(db, contract, actor),
  };
}

export async function getPublicContract(deps: AppDeps, token: string, actor: Actor | null): Promise<PublicContract> {
  return toPublicContract(deps.db, (await requireLink(deps.db, token)).contract, actor);
}

/**
 * Opening the signing page of a sent contract makes it viewed. Openings before signing are
 * recorded, one per address an hour: reloading the page adds nothing a second time, and the
 * trail (and the PDF that lists it) does not fill up with them (decision 022).
 */
export async function recordContractView(
  deps: AppDeps,
  token: string,
  visitor: VisitorRequest,
): Promise<PublicContract> {
  const opened = await deps.db.transaction(async (tx) => {
    const { contract } = await requireLink(tx, token, { lock: true });
    if (contract.status !== 'sent' && contract.status !== 'viewed')
      return toPublicContract(tx, contract, visitor.actor);
    const viewed =
      contract.status === 'sent'
        ? await repo.updateContract(tx, contract.venueId, contract.id, { status: 'viewed', viewedAt: new Date() })
        : contract;
    if (contract.status === 'sent') await tellVenueOfFirstView(tx, contract);
    if (!(await repo.hasRecentView(tx, contract.id, visitor.ip))) {
      await appendContractEvent(
        tx,
        deps.keys,
        contract.venueId,
        { contractId: contract.id, type: 'viewed', documentHash: sha256Hex(contract.content) },
        { actor: 'Visitor with the signing link', ip: visitor.ip, userAgent: visitor.userAgent },
      );
    }
    return toPublicContract(tx, viewed, visitor.actor);
  });
  deps.mailer.deliverSoon();
  return opened;
}

/** The first opening of a sent contract (each sending has one), told to the venue. */
async function tellVenueOfFirstView(tx: Tx, contract: ContractRow): Promise<void> {
  const booking = await repo.findBookingNaming(tx, contract.venueId, contract.bookingId);
  const contractName = contract.templateName ?? 'Standard Contract';
  await notifyVenue(tx, {
    venueId: contract.venueId,
    kind: 'contract.viewed',
    title: `${booking?.coupleNames ?? contract.signerEmail} opened "${contractName}"`,
    body: `The signing link sent to ${contract.signerEmail} was opened; not signed yet`,
    link: `/contracts?contract=${contract.id}`,
  });
}

/**
 * Signs. First the link and the contract's state, then the drawing, so that a request without a
 * working link to an unsigned contract never gets its image decoded (the expensive part); then,
 * in one transaction holding the contract row, records the signature and its evidence, appends
 * the signed event, makes the sealed PDF, queues the signer's copy, tells the venue and runs the
 * venue's automations for a signed contract (the deposit request). Of two
 * signatures at once, the second finds the contract signed and gets 409.
 */
export async function signContract(
  deps: AppDeps,
  token: string,
  input: SignContractInput,
  visitor: VisitorRequest,
): Promise<PublicContract> {
  const data = signContractSchema.parse(input);
  requireUnsigned((await requireLink(deps.db, token)).contract);
  const signature = readSignatureImage(data.signature);
  const result = await deps.db.transaction(async (tx) => {
    const { contract } = await requireLink(tx, token, { lock: true });
    requireUnsigned(contract);
    const client = await findSignedInClient(tx, contract, visitor.actor);
    // The page's language, as it says it was shown in; a caller that names none gets the couple's.
    const language = data.language ?? (await findCoupleLanguage(tx, contract));
    const signed = await recordSignature(tx, deps, contract, { ...data, signature, client, language }, visitor);
    await runContractSignedAutomations(tx, deps, signed);
    return toPublicContract(tx, signed, visitor.actor);
  });
  deps.mailer.deliverSoon();
  return result;
}

/** Who the sealed event names: the server itself, after the signer's request. */
const SEALING_ORIGIN = { actor: 'VenueDesk (installation certificate)', ip: null, userAgent: null };

/**
 * Inside `tx`, with the sent contract's row locked: the signed event (covering the drawing's
 * SHA-256), the digitally signed PDF with the whole trail, the sealed event (covering the PDF's
 * SHA-256), the evidence on the row, the signer's copy and the venue's notification. The step
 * the API and the demo seed share.
 */
export async function recordSignature(
  tx: Tx,
  deps: Pick<AppDeps, 'keys' | 'config'>,
  contract: ContractRow,
  signer: {
    signerName: string;
    signerEmail: string;
    signature: Buffer;
    client?: SignedInClient;
    /** The language the signer saw the page in: the certificate's, recorded on the signed event. */
    language: Language;
  },
  visitor: Pick<VisitorRequest, 'ip' | 'userAgent'>,
): Promise<ContractRow> {
  const hashAsSigned = sha256Hex(contract.content);
  if (contract.documentHash !== hashAsSigned) {
    // Cannot happen through the API (a sent text is frozen); refuse rather than sign other words.
    throw new AppError('CONFLICT', 'This contract changed after it was sent. Ask the venue to send it again.');
  }
  const signedAt = new Date();
  const signatureHash = sha256Hex(signer.signature);
  const { id: contractId, venueId } = contract;
  // What the page showed: each version's language and SHA-256, and which governs (decision 074).
  const versions = describeSignedVersions(contract);
  await appendContractEvent(
    tx,
    deps.keys,
    venueId,
    { contractId, type: 'signed', documentHash: hashAsSigned, signatureHash, language: signer.language, versions },
    // The typed name and address are the signature; a portal session is attribution besides.
    {
      actor:
        `${signer.signerName} <${signer.signerEmail}>` +
        (signer.client ? ` (signed in to the client portal as ${signer.client.email})` : ''),
      ip: visitor.ip,
      userAgent: visitor.userAgent,
    },
  );
  const pdf = await makePdf(tx, deps.keys, contract, {
    ...signer,
    signedAt,
    hashAsSigned,
    signatureHash,
    ip: visitor.ip,
  });
  await appendContractEvent(
    tx,
    deps.keys,
    venueId,
    { contractId, type: 'sealed', documentHash: hashAsSigned, pdfHash: sha256Hex(pdf) },
    SEALING_ORIGIN,
  );
  const signed = await repo.updateContract(tx, contract.venueId, contract.id, {
    status: 'signed',
    signerName: signer.signerName,
    signedAt,
    signatureImage: signer.signature,
    signerIp: visitor.ip,
    signerUserAgent: visitor.userAgent,
    signedPdf: pdf,
  });
  await tellEveryone(tx, deps.config.publicUrl, signed, signer, pdf);
  return signed;
}

async function makePdf(
  tx: Tx,
  keys: InstallationKeys,
  contract: ContractRow,
  signing: {
    signerName: string;
    signerEmail: string;
    signature: Buffer;
    signedAt: Date;
    hashAsSigned: string;
    signatureHash: string;
    ip: string | null;
    language: Language;
  },
): Promise<Buffer> {
  const venue = await repo.findVenueFacts(tx, contract.venueId);
  return buildSignedContractPdf(
    {
      contractId: contract.id,
      title: getContractNameIn(contract, signing.language),
      language: signing.language,
      pageLanguage: signing.language,
      venueName: venue.name,
      timeZone: venue.timeZone,
      content: contract.content,
      versions: listSignedVersionTexts(contract),
      sentTo: contract.signerEmail,
      signerName: signing.signerName,
      signerEmail: signing.signerEmail,
      signedAt: signing.signedAt,
      signerIp: signing.ip,
      signature: signing.signature,
      signatureHash: signing.signatureHash,
      hashAsSent: contract.documentHash!,
      hashAsSigned: signing.hashAsSigned,
      events: await repo.listContractEvents(tx, contract.id),
    },
    keys,
  );
}

/** The signer's copy (to the address they signed with, and the one it was sent to) and the venue's notification. */
async function tellEveryone(
  tx: Tx,
  publicUrl: string,
  contract: ContractRow,
  signer: { signerName: string; signerEmail: string },
  pdf: Uint8Array,
): Promise<void> {
  const venue = await repo.findVenueFacts(tx, contract.venueId);
  const contractName = contract.templateName ?? 'Standard Contract';
  // The copy goes in the couple's stored language, as every e-mail to them does.
  const language = await findCoupleLanguage(tx, contract);
  const email = signedCopyEmail({
    venueName: venue.name,
    contractName: getContractNameIn(contract, language),
    language,
    signerName: signer.signerName,
    pdf,
    fileName: (await getSignedPdfName(tx, contract)).unicode,
    brand: await loadEmailBrand(tx, contract.venueId, publicUrl),
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
): Promise<{ pdf: Buffer; fileName: SignedPdfName }> {
  return deps.db.transaction(async (tx) => {
    const { contract } = await requireLink(tx, token, { lock: true });
    if (!contract.signedPdf) throw new AppError('NOT_FOUND', 'This contract is not signed yet');
    await appendContractEvent(
      tx,
      deps.keys,
      contract.venueId,
      { contractId: contract.id, type: 'downloaded', documentHash: sha256Hex(contract.content) },
      { actor: 'Visitor with the signing link', ip: visitor.ip, userAgent: visitor.userAgent },
    );
    return { pdf: await repo.findServedPdf(tx, contract), fileName: await getSignedPdfName(tx, contract) };
  });
}
