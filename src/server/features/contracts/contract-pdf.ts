import type { PDFImage } from 'pdf-lib';
import { formatVenueDateTime } from '#shared/dates/format-dates.ts';
import { getTranslator, type Translator } from '#shared/i18n/i18n.ts';
import { languageNames, type Language } from '#shared/i18n/languages.ts';
import type { InstallationKeys } from '../../crypto/installation-keys.ts';
import { describeContractActor } from './contract-actor.ts';
import type { StoredContractEvent } from './contract-audit.ts';
import type { SignedVersionText } from './contract-versions.ts';
import { saveSealedPdf } from './pdf-seal.ts';
import { PdfWriter } from './pdf-writer.ts';

export interface SignedContractFacts {
  contractId: string;
  /**
   * The language of every word VenueDesk writes in the file (signature lines, certificate, trail
   * labels): the one the signer saw the page in (decision 070). The contract's text, the names and
   * the trail's recorded facts stay as they are.
   */
  language: Language;
  /** The signing page's language as the signed event records it; null for a signature made before. */
  pageLanguage: Language | null;
  title: string;
  venueName: string;
  timeZone: string;
  /** The governing version's text (the contract's one text, when `versions` is null). */
  content: string;
  /**
   * The language versions the signer was shown, governing first (decision 074); null for a
   * contract made before its language was recorded, whose one text is `content`.
   */
  versions: SignedVersionText[] | null;
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

function at({ t, locale }: Translator, facts: Pick<SignedContractFacts, 'timeZone'>, moment: Date): string {
  return t('contractPdf.at', {
    date: formatVenueDateTime(moment, { timeZone: facts.timeZone, locale }),
    iso: moment.toISOString(),
  });
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
  const translator = getTranslator(facts.language);
  const { t } = translator;
  const counter = facts.countersignature;
  // "Name <address> (owner)": the role is VenueDesk's word, in the document's language.
  const countersigner = counter ? describeContractActor(counter.signedBy, translator) : '';
  const signedBy = t('contractPdf.signedBy', { signer: `${facts.signerName} <${facts.signerEmail}>` });
  pdf.doc.setSubject(`${t('contractPdf.signedByLabel')} ${facts.signerName} <${facts.signerEmail}>`);
  pdf.doc.setCreationDate(facts.signedAt);
  pdf.doc.setModificationDate(counter?.signedAt ?? facts.signedAt);

  pdf.text(facts.venueName, { size: 10, muted: true, after: 2 });
  pdf.text(facts.title, { size: 18, bold: true, after: 12 });

  const blocks: SignatureBlock[] = [
    {
      heading: t('contractPdf.signature'),
      image: await pdf.doc.embedPng(facts.signature),
      lines: [signedBy, at(translator, facts, facts.signedAt)],
    },
  ];
  if (counter) {
    blocks.push({
      heading: t('contractPdf.countersignatureFor', { venueName: facts.venueName }),
      image: await pdf.doc.embedPng(counter.signature),
      lines: [t('contractPdf.countersignedBy', { signer: countersigner }), at(translator, facts, counter.signedAt)],
    });
  }
  const signaturesHeight = blocks.reduce((height, block) => height + blockHeight(pdf, block), 0);
  const versions = facts.versions ?? [];
  const governing = versions.find((version) => version.governs);
  if (versions.length > 1 && governing) {
    // A bilingual contract: each version under its name, and which one prevails, before them.
    pdf.text(t(`contractVersion.bilingual.${governing.language}`), { size: 10, bold: true, after: 12 });
    for (const [index, version] of versions.entries()) {
      const name = t(`contractVersion.name.${version.language}`);
      pdf.keepTogether(60);
      pdf.text(version.governs ? t('contractPdf.governingName', { name }) : name, { size: 13, bold: true, after: 6 });
      if (index < versions.length - 1) pdf.text(version.content, { size: 11, after: 18 });
      else {
        pdf.textKeepingTail(
          version.content,
          { size: 11, after: 18 },
          { lines: LINES_KEPT_WITH_SIGNATURES, height: signaturesHeight },
        );
      }
    }
  } else {
    pdf.textKeepingTail(
      facts.content,
      { size: 11, after: 18 },
      { lines: LINES_KEPT_WITH_SIGNATURES, height: signaturesHeight },
    );
  }
  for (const block of blocks) writeBlock(pdf, block);

  pdf.newPage();
  pdf.text(t('contractPdf.certificate'), { size: 18, bold: true, after: 10 });
  const unknown = t('contractPdf.unknown');
  const summary = [
    [t('contractPdf.contract'), facts.title],
    [t('contractPdf.contractId'), facts.contractId],
    [t('contractPdf.venue'), facts.venueName],
    [t('contractPdf.sentTo'), facts.sentTo],
    [t('contractPdf.signedByLabel'), `${facts.signerName} <${facts.signerEmail}>`],
    [t('contractPdf.signedAtUtc'), facts.signedAt.toISOString()],
    [t('contractPdf.signerIp'), facts.signerIp ?? unknown],
  ];
  if (facts.pageLanguage) summary.push([t('contractPdf.pageLanguage'), languageNames[facts.pageLanguage]]);
  if (versions.length > 0) {
    const names = versions.map((version) => {
      const name = t(`contractVersion.name.${version.language}`);
      return version.governs ? t('contractPdf.governingName', { name }) : name;
    });
    summary.push([t('contractPdf.versionsSigned'), names.join(', ')]);
  }
  if (counter) {
    summary.push(
      [t('contractPdf.countersignedByLabel'), countersigner],
      [t('contractPdf.countersignedAtUtc'), counter.signedAt.toISOString()],
      [t('contractPdf.countersignerIp'), counter.ip ?? unknown],
    );
  }
  for (const [label, value] of summary) pdf.text(`${label}: ${value}`, { size: 10, after: 1 });
  // The consent as the signer read it: the page showed it in this language.
  pdf.text(t('contractPdf.consent', { consent: t('signing.consent') }), { size: 9, muted: true, after: 1 });
  pdf.text('', { size: 6 });
  const hashes = [
    [t('contractPdf.hashAsSent'), facts.hashAsSent],
    [t('contractPdf.hashAsSigned'), facts.hashAsSigned],
    ...versions.map((version) => [t(`contractPdf.versionHash.${version.language}`), version.sha256]),
    [t('contractPdf.hashSignature'), facts.signatureHash],
  ];
  if (counter) {
    hashes.push(
      [t('contractPdf.hashCountersignature'), counter.signatureHash],
      [t('contractPdf.hashOriginalPdf'), counter.originalPdfHash],
    );
  }
  for (const [label, hash] of hashes) {
    pdf.text(label!, { size: 10, bold: true });
    pdf.text(hash!, { size: 9, after: 4 });
  }
  pdf.text(
    t('contractPdf.sealNote', {
      commonName: keys.certificate.commonName,
      fingerprint: keys.certificate.fingerprint,
      sealedEvent: t('contractEvent.sealed'),
    }) + (counter ? ` ${t('contractPdf.sealNoteCountersigned')}` : ''),
    { size: 9, muted: true, after: 12 },
  );

  pdf.text(t('contractPdf.auditTrail'), { size: 13, bold: true, after: 4 });
  pdf.text(t('contractPdf.chainNote'), { size: 9, muted: true, after: 6 });
  const notApplicable = t('contractPdf.notApplicable');
  for (const event of facts.events) {
    pdf.keepTogether(70);
    pdf.rule();
    // The labels are VenueDesk's words; who, where and the hashes are the trail's facts, as recorded.
    pdf.text(`${t(`contractEvent.${event.type}`)} · ${event.at.toISOString()}`, { size: 10, bold: true });
    pdf.text(t('contractPdf.eventBy', { actor: describeContractActor(event.actor, translator) }), { size: 9 });
    pdf.text(
      t('contractPdf.eventOrigin', { ip: event.ip ?? notApplicable, device: event.userAgent ?? notApplicable }),
      {
        size: 9,
        muted: true,
      },
    );
    pdf.text(t('contractPdf.documentHash', { hash: event.documentHash }), { size: 8, muted: true });
    pdf.text(t('contractPdf.eventHash', { hash: event.hash }), { size: 8, muted: true });
  }

  pdf.footers((page, pages) => t('contractPdf.footer', { contractId: facts.contractId, page, pages }));
  return saveSealedPdf(pdf.doc, keys, {
    signingTime: counter?.signedAt ?? facts.signedAt,
    reason: counter ? t('contractPdf.countersignedBy', { signer: countersigner }) : signedBy,
    location: facts.venueName,
    contactInfo: facts.sentTo,
  });
}
