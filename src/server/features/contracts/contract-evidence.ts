import type { ContractAudit, ContractEvent, EvidenceCheck } from '#shared/contracts/contracts.schemas.ts';
import type { InstallationKeys } from '../../crypto/installation-keys.ts';
import { findLastRecording, sha256Hex, verifyTrail, type StoredContractEvent } from './contract-audit.ts';
import { sameSignedVersions, describeSignedVersions } from './contract-versions.ts';
import type { ContractRow, CountersignatureRow } from './contracts.repo.ts';
import { checkPdfSignature, type PdfSignatureCheck } from './pdf-signature-check.ts';

const passed = (detail: string): EvidenceCheck => ({ status: 'passed', detail });
const failed = (detail: string): EvidenceCheck => ({ status: 'failed', detail });
const notApplicable = (detail: string): EvidenceCheck => ({ status: 'not-applicable', detail });

const NO_PDF = 'Not signed yet: there is no PDF to check.';

/** The trail's chain, and the stored text and drawing against what the trail recorded of them. */
function checkChain(
  keys: InstallationKeys,
  contract: ContractRow,
  events: readonly StoredContractEvent[],
  countersignature: CountersignatureRow | undefined,
): EvidenceCheck {
  const trail = verifyTrail(keys.chainKey, events);
  if (!trail.intact) return failed(trail.problem!);
  if (contract.status === 'signed' || contract.status === 'completed') {
    const signedEvent = events.findLast((event) => event.type === 'signed');
    if (!signedEvent) return failed('The trail has no signed event.');
    if (
      signedEvent.documentHash !== sha256Hex(contract.content) ||
      contract.documentHash !== signedEvent.documentHash
    ) {
      return failed('The stored text differs from the text that was signed.');
    }
    // The language versions the signer was shown, when the trail recorded them (decision 074).
    if (signedEvent.versions && !sameSignedVersions(signedEvent.versions, describeSignedVersions(contract))) {
      return failed('The stored language versions differ from the ones that were signed.');
    }
  }
  if (contract.signatureImage) {
    const recorded = findLastRecording(
      events.filter((event) => event.type !== 'countersigned'),
      'signatureHash',
    );
    if (!recorded) return failed('The trail never recorded the drawn signature.');
    if (recorded.signatureHash !== sha256Hex(contract.signatureImage)) {
      return failed('The stored drawn signature differs from the one the trail recorded.');
    }
  }
  const countersignatureProblem = checkCountersignature(events, countersignature);
  if (countersignatureProblem) return failed(countersignatureProblem);
  if (trail.anchoredAt) {
    return {
      status: 'legacy',
      detail:
        'This trail began before trails were keyed. Every event links to the one before it, and nothing has ' +
        'changed since its older events were sealed with the installation key; before that seal, they show only ' +
        'that they agree with each other, not that nobody with access to the database rewrote them.',
    };
  }
  return passed(
    'Every event links to the one before it under this installation’s key, and the stored text and drawing are the ones recorded.',
  );
}

/** The venue's countersignature against its one `countersigned` event: the drawing and who gave it. */
function checkCountersignature(
  events: readonly StoredContractEvent[],
  countersignature: CountersignatureRow | undefined,
): string | null {
  const recorded = events.filter((event) => event.type === 'countersigned');
  if (!countersignature) {
    return recorded.length > 0 ? 'The trail records a countersignature that is no longer stored.' : null;
  }
  if (recorded.length !== 1) return 'The stored countersignature is not recorded once in the trail.';
  const [event] = recorded as [StoredContractEvent];
  if (event.signatureHash !== sha256Hex(countersignature.signatureImage) || event.actor !== countersignature.signedBy) {
    return 'The stored countersignature differs from the one the trail recorded.';
  }
  return null;
}

function checkPdfHash(
  contract: ContractRow,
  events: readonly StoredContractEvent[],
  countersignature: CountersignatureRow | undefined,
): EvidenceCheck {
  if (!contract.signedPdf) return notApplicable(NO_PDF);
  const served = countersignature?.countersignedPdf ?? contract.signedPdf;
  const recorded = findLastRecording(events, 'pdfHash');
  if (!recorded) return failed('The trail never recorded the PDF’s SHA-256.');
  if (recorded.pdfHash !== sha256Hex(served)) {
    return failed('The stored PDF differs from the one whose SHA-256 the trail sealed.');
  }
  if (!countersignature) return passed('The stored PDF is, byte for byte, the one whose SHA-256 the trail sealed.');
  // The couple's own PDF stays stored beside the countersigned one, sealed before the countersignature.
  const before = events.slice(
    0,
    events.findIndex((event) => event.type === 'countersigned'),
  );
  if (findLastRecording(before, 'pdfHash')?.pdfHash !== sha256Hex(contract.signedPdf)) {
    return failed('The stored PDF the couple signed differs from the one whose SHA-256 the trail sealed.');
  }
  return passed(
    'The countersigned PDF and the PDF the couple signed are, byte for byte, the ones whose SHA-256 the trail sealed.',
  );
}

function checkPdfDigitalSignature(
  keys: InstallationKeys,
  contract: ContractRow,
  events: readonly StoredContractEvent[],
  countersignature: CountersignatureRow | undefined,
): EvidenceCheck {
  const couple = checkCouplePdfSignature(keys, contract, events);
  if (!countersignature || couple.status === 'failed') return couple;
  const countersigned = checkSealedBy(keys, checkPdfSignature(countersignature.countersignedPdf));
  if (countersigned.status === 'failed') {
    return failed(countersigned.detail.replace('The PDF', 'The countersigned PDF'));
  }
  return couple.status === 'legacy'
    ? {
        status: 'legacy',
        detail: `The countersigned PDF: ${countersigned.detail} The PDF the couple signed: ${couple.detail}`,
      }
    : passed(`Both the PDF the couple signed and the countersigned PDF: ${countersigned.detail}`);
}

function checkCouplePdfSignature(
  keys: InstallationKeys,
  contract: ContractRow,
  events: readonly StoredContractEvent[],
): EvidenceCheck {
  if (!contract.signedPdf) return notApplicable(NO_PDF);
  const result = checkPdfSignature(contract.signedPdf);
  if (result.status === 'unsigned') {
    // Only a contract signed before PDFs were signed may have a PDF without a signature.
    const signedEvent = events.findLast((event) => event.type === 'signed');
    return signedEvent?.version === 1
      ? {
          status: 'legacy',
          detail:
            'This PDF was made before signed PDFs carried a digital signature; its SHA-256 is sealed in the trail instead.',
        }
      : failed('The PDF carries no digital signature.');
  }
  return checkSealedBy(keys, result);
}

/** A PDF's digital signature: valid, over the whole file, by this installation's certificate. */
function checkSealedBy(keys: InstallationKeys, result: PdfSignatureCheck): EvidenceCheck {
  if (result.status === 'unsigned') return failed('The PDF carries no digital signature.');
  if (result.status === 'invalid') return failed(`The PDF’s digital signature is not valid: ${result.reason}.`);
  if (result.fingerprint !== keys.certificate.fingerprint) {
    return failed(`The PDF is signed by “${result.commonName}”, which is not this installation’s certificate.`);
  }
  return passed(`Digitally signed by “${result.commonName}”; the signature covers the whole file and verifies.`);
}

function toContractEvent(event: StoredContractEvent): ContractEvent {
  return {
    type: event.type,
    at: event.at.toISOString(),
    ip: event.ip,
    userAgent: event.userAgent,
    actor: event.actor,
    documentHash: event.documentHash,
    signatureHash: event.signatureHash,
    pdfHash: event.pdfHash,
    language: event.language ?? null,
    versions: event.versions ?? null,
    keyed: event.version !== 1,
    hash: event.hash,
    previousHash: event.previousHash,
  };
}

/**
 * What a signed contract proves, checked three ways and reported apart (decision 022): the
 * keyed hash chain (with the stored text and drawing against it), the stored PDF against the
 * SHA-256 the chain sealed, and the PDF's own digital signature. A countersigned contract's
 * countersignature and both of its PDFs are checked the same ways (decision 041).
 */
export function checkContractEvidence(
  keys: InstallationKeys,
  contract: ContractRow,
  events: readonly StoredContractEvent[],
  countersignature?: CountersignatureRow,
): ContractAudit {
  const checks = {
    chain: checkChain(keys, contract, events, countersignature),
    pdfHash: checkPdfHash(contract, events, countersignature),
    pdfSignature: checkPdfDigitalSignature(keys, contract, events, countersignature),
  };
  return {
    verified: Object.values(checks).every((check) => check.status !== 'failed'),
    checks,
    events: events.map(toContractEvent),
  };
}
