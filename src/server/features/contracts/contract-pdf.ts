import type { PDFImage } from 'pdf-lib';
import { formatVenueDateTime } from '#shared/dates/format-dates.ts';
import { contractEventLabels, ELECTRONIC_SIGNATURE_CONSENT } from '#shared/contracts/contract-status.ts';
import type { InstallationKeys } from '../../crypto/installation-keys.ts';
import type { StoredContractEvent } from './contract-audit.ts';
import { saveSealedPdf } from './pdf-seal.ts';
import { PdfWriter } from './pdf-writer.ts';

export interface SignedContractFacts {
  contractId: string;
  title: string;
  venueName: string;
  timeZone: string;
  content: string;
  sentTo: string;
  signerName: string;
  signerEmail: string;
  signedAt: Date;
  signerIp: string | null;
  signature: Buffer;
  /** SHA-256 of the drawn signature's PNG bytes, as the signed event records it. */
  signatureHash: string;
  /** SHA-256 of the text frozen when it was sent, and of the text the signer signed. */
  hashAsSent: string;
  hashAsSigned: string;
  events: readonly StoredContractEvent[];
  /** The venue's countersignature, when this is the countersigned version (decision 041). */
  countersignature?: CountersignatureFacts;
}

export interface CountersignatureFacts {
  /** Who countersigned, as the trail names them: "Name <email> (role)". */
  signedBy: string;
  signerName: string;
  signedAt: Date;
  ip: string | null;
  signature: Buffer;
  signatureHash: string;
  /** SHA-256 of the PDF the couple signed, which stays stored and sealed in the trail. */
  originalPdfHash: string;
}

/** The contract's last lines that go over to a new page with the signatures, rather than leave them alone. */
const LINES_KEPT_WITH_SIGNATURES = 3;
const SIGNATURE_BOX = { width: 240, height: 80 } as const;

interface SignatureBlock {
  heading: string;
  image: PDFImage;
  lines: string[];
}

const blockStyle = {
  heading: { size: 12, bold: true, after: 4 },
  line: { size: 10 },
  when: { size: 10, muted: true, after: 10 },
} as const;

function blockHeight(pdf: PdfWriter, block: SignatureBlock): number {
  const [who = '', when = ''] = block.lines;
  return (
    12 + // the rule
    pdf.heightOf(block.heading, blockStyle.heading) +
    pdf.imageHeight(block.image, SIGNATURE_BOX.width, SIGNATURE_BOX.height) +
    pdf.heightOf(who, blockStyle.line) +
    pdf.heightOf(when, blockStyle.when)
  );
}

function writeBlock(pdf: PdfWriter, block: SignatureBlock): void {
  const [who = '', when = ''] = block.lines;
  pdf.keepTogether(blockHeight(pdf, block));
  pdf.rule();
  pdf.text(block.heading, blockStyle.heading);
  pdf.image(block.image, SIGNATURE_BOX.width, SIGNATURE_BOX.height);
  pdf.text(who, blockStyle.line);
  pdf.text(when, blockStyle.when);
}

function at(facts: Pick<SignedContractFacts, 'timeZone'>, moment: Date): string {
  return `on ${formatVenueDateTime(moment, facts)} (${moment.toISOString()})`;
}

/**
 * The signed contract as a PDF, made once at signing and stored (never regenerated): the text,
 * the drawn signature with who signed and when, and a certificate page with every audit event
 * and the document's hashes. Text is real text, so it can be searched and extracted. The file
 * is digitally signed with the installation's certificate (decision 020). The signatures stay
 * on the page of the contract's last lines. With a countersignature it is the venue's
 * countersigned version, made once when the venue countersigns (decision 041).
 */
export async function buildSignedContractPdf(facts: SignedContractFacts, keys: InstallationKeys): Promise<Buffer> {
  const pdf = await PdfWriter.create(facts.title);
  const counter = facts.countersignature;
  pdf.doc.setSubject(`Signed by ${facts.signerName} <${facts.signerEmail}>`);
  pdf.doc.setCreationDate(facts.signedAt);
  pdf.doc.setModificationDate(counter?.signedAt ?? facts.signedAt);

  pdf.text(facts.venueName, { size: 10, muted: true, after: 2 });
  pdf.text(facts.title, { size: 18, bold: true, after: 12 });

  const blocks: SignatureBlock[] = [
    {
      heading: 'Signature',
      image: await pdf.doc.embedPng(facts.signature),
      lines: [`Signed electronically by ${facts.signerName} <${facts.signerEmail}>`, at(facts, facts.signedAt)],
    },
  ];
  if (counter) {
    blocks.push({
      heading: `Countersignature for ${facts.venueName}`,
      image: await pdf.doc.embedPng(counter.signature),
      lines: [`Countersigned electronically by ${counter.signedBy}`, at(facts, counter.signedAt)],
    });
  }
  const signaturesHeight = blocks.reduce((height, block) => height + blockHeight(pdf, block), 0);
  pdf.textKeepingTail(
    facts.content,
    { size: 11, after: 18 },
    { lines: LINES_KEPT_WITH_SIGNATURES, height: signaturesHeight },
  );
  for (const block of blocks) writeBlock(pdf, block);

  pdf.newPage();
  pdf.text('Certificate of Completion', { size: 18, bold: true, after: 10 });
  const summary = [
    ['Contract', facts.title],
    ['Contract ID', facts.contractId],
    ['Venue', facts.venueName],
    ['Sent to', facts.sentTo],
    ['Signed by', `${facts.signerName} <${facts.signerEmail}>`],
    ['Signed at (UTC)', facts.signedAt.toISOString()],
    ['Signer IP address', facts.signerIp ?? 'unknown'],
  ];
  if (counter) {
    summary.push(
      ['Countersigned by', counter.signedBy],
      ['Countersigned at (UTC)', counter.signedAt.toISOString()],
      ['Countersigner IP address', counter.ip ?? 'unknown'],
    );
  }
  for (const [label, value] of summary) pdf.text(`${label}: ${value}`, { size: 10, after: 1 });
  pdf.text(`Consent given before signing: "${ELECTRONIC_SIGNATURE_CONSENT}"`, { size: 9, muted: true, after: 1 });
  pdf.text('', { size: 6 });
  const hashes = [
    ['SHA-256 of the document text as sent:', facts.hashAsSent],
    ['SHA-256 of the document text as signed:', facts.hashAsSigned],
    ['SHA-256 of the drawn signature (PNG):', facts.signatureHash],
  ];
  if (counter) {
    hashes.push(
      ['SHA-256 of the countersignature (PNG):', counter.signatureHash],
      ['SHA-256 of the PDF as the couple signed it:', counter.originalPdfHash],
    );
  }
  for (const [label, hash] of hashes) {
    pdf.text(label!, { size: 10, bold: true });
    pdf.text(hash!, { size: 9, after: 4 });
  }
  pdf.text(
    `This file is digitally signed by ${keys.certificate.commonName} (certificate SHA-256 ${keys.certificate.fingerprint}). ` +
      'After signing, the SHA-256 of this exact file is added to the audit trail as the event "Signed PDF sealed".' +
      (counter
        ? ' The PDF the couple signed is kept unchanged beside this countersigned version; its SHA-256 above is sealed in the trail too.'
        : ''),
    { size: 9, muted: true, after: 12 },
  );

  pdf.text('Audit trail', { size: 13, bold: true, after: 4 });
  pdf.text('Each event holds the hash of the one before it; changing any event breaks the chain.', {
    size: 9,
    muted: true,
    after: 6,
  });
  for (const event of facts.events) {
    pdf.keepTogether(70);
    pdf.rule();
    pdf.text(`${contractEventLabels[event.type]} · ${event.at.toISOString()}`, { size: 10, bold: true });
    pdf.text(`By: ${event.actor}`, { size: 9 });
    pdf.text(`IP: ${event.ip ?? 'n/a'} · Device: ${event.userAgent ?? 'n/a'}`, { size: 9, muted: true });
    pdf.text(`Document SHA-256: ${event.documentHash}`, { size: 8, muted: true });
    pdf.text(`Event hash: ${event.hash}`, { size: 8, muted: true });
  }

  pdf.footers(`Contract ${facts.contractId}`);
  return saveSealedPdf(pdf.doc, keys, {
    signingTime: counter?.signedAt ?? facts.signedAt,
    reason: counter
      ? `Countersigned electronically by ${counter.signedBy}`
      : `Signed electronically by ${facts.signerName} <${facts.signerEmail}>`,
    location: facts.venueName,
    contactInfo: facts.sentTo,
  });
}
