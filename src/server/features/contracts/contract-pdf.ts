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
}

/**
 * The signed contract as a PDF, made once at signing and stored (never regenerated): the text,
 * the drawn signature with who signed and when, and a certificate page with every audit event
 * and the document's hashes. Text is real text, so it can be searched and extracted. The file
 * is digitally signed with the installation's certificate (decision 020).
 */
export async function buildSignedContractPdf(facts: SignedContractFacts, keys: InstallationKeys): Promise<Buffer> {
  const pdf = await PdfWriter.create(facts.title);
  pdf.doc.setSubject(`Signed by ${facts.signerName} <${facts.signerEmail}>`);
  pdf.doc.setCreationDate(facts.signedAt);
  pdf.doc.setModificationDate(facts.signedAt);

  pdf.text(facts.venueName, { size: 10, muted: true, after: 2 });
  pdf.text(facts.title, { size: 18, bold: true, after: 12 });
  pdf.text(facts.content, { size: 11, after: 18 });

  pdf.keepTogether(160);
  pdf.rule();
  pdf.text('Signature', { size: 12, bold: true, after: 4 });
  pdf.image(await pdf.doc.embedPng(facts.signature), 240, 80);
  pdf.text(`Signed electronically by ${facts.signerName} <${facts.signerEmail}>`, { size: 10 });
  pdf.text(`on ${formatVenueDateTime(facts.signedAt, facts)} (${facts.signedAt.toISOString()})`, {
    size: 10,
    muted: true,
  });

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
  for (const [label, value] of summary) pdf.text(`${label}: ${value}`, { size: 10, after: 1 });
  pdf.text(`Consent given before signing: "${ELECTRONIC_SIGNATURE_CONSENT}"`, { size: 9, muted: true, after: 1 });
  pdf.text('', { size: 6 });
  pdf.text('SHA-256 of the document text as sent:', { size: 10, bold: true });
  pdf.text(facts.hashAsSent, { size: 9, after: 4 });
  pdf.text('SHA-256 of the document text as signed:', { size: 10, bold: true });
  pdf.text(facts.hashAsSigned, { size: 9, after: 4 });
  pdf.text('SHA-256 of the drawn signature (PNG):', { size: 10, bold: true });
  pdf.text(facts.signatureHash, { size: 9, after: 4 });
  pdf.text(
    `This file is digitally signed by ${keys.certificate.commonName} (certificate SHA-256 ${keys.certificate.fingerprint}). ` +
      'After signing, the SHA-256 of this exact file is added to the audit trail as the event "Signed PDF sealed".',
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
    signingTime: facts.signedAt,
    reason: `Signed electronically by ${facts.signerName} <${facts.signerEmail}>`,
    location: facts.venueName,
    contactInfo: facts.sentTo,
  });
}
