import { createHash, verify, X509Certificate } from 'node:crypto';
import forge from 'node-forge';

export type PdfSignatureCheck =
  | { status: 'unsigned' }
  | { status: 'invalid'; reason: string }
  | { status: 'valid'; commonName: string; fingerprint: string; signedAt: Date | null };

const BYTE_RANGE = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g;
const OIDS = {
  sha256: '2.16.840.1.101.3.4.2.1',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
};

/**
 * Checks the digital signature of a PDF as saveSealedPdf makes it, as a PDF reader would: the
 * signature covers the whole file but its own bytes (nothing changed, nothing appended), the
 * SHA-256 of those bytes is the one the CMS signed, and the CMS signature verifies with the
 * certificate it carries. Which certificate that is, the caller compares.
 */
export function checkPdfSignature(pdf: Buffer): PdfSignatureCheck {
  const text = pdf.toString('latin1');
  const ranges = [...text.matchAll(BYTE_RANGE)];
  if (ranges.length === 0) return { status: 'unsigned' };
  if (ranges.length > 1) return { status: 'invalid', reason: 'the file holds more than one signature' };
  const [start, firstLength, second, secondLength] = ranges[0]!.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
  ];
  if (start !== 0 || second < firstLength || second + secondLength !== pdf.length) {
    return { status: 'invalid', reason: 'the signature does not cover the whole file (something was added or cut)' };
  }
  const contents = text.slice(firstLength, second);
  if (!/^<[0-9a-fA-F]+>$/.test(contents)) return { status: 'invalid', reason: 'the signature is unreadable' };
  const signedBytes = Buffer.concat([pdf.subarray(0, firstLength), pdf.subarray(second)]);
  try {
    return checkCms(Buffer.from(contents.slice(1, -1), 'hex'), signedBytes);
  } catch {
    return { status: 'invalid', reason: 'the signature is unreadable' };
  }
}

interface SignerCapture {
  certificates?: forge.asn1.Asn1;
  digestAlgorithm: string;
  authenticatedAttributes?: forge.asn1.Asn1[];
  signature: string;
}

function checkCms(cms: Buffer, signedBytes: Buffer): PdfSignatureCheck {
  // The placeholder is padded with zeros after the DER: read one object, ignore the rest.
  // (@types/node-forge knows only the older boolean argument of fromDer.)
  const readDer = forge.asn1.fromDer as unknown as (bytes: forge.util.ByteBuffer, options: object) => forge.asn1.Asn1;
  const asn1 = readDer(forge.util.createBuffer(cms.toString('binary')), { parseAllBytes: false });
  const message = forge.pkcs7.messageFromAsn1(asn1) as unknown as { rawCapture: SignerCapture };
  const capture = message.rawCapture;
  if (forge.asn1.derToOid(capture.digestAlgorithm) !== OIDS.sha256) {
    return { status: 'invalid', reason: 'the signature uses a digest other than SHA-256' };
  }
  const attributes = capture.authenticatedAttributes ?? [];
  const digest = findAttribute(attributes, OIDS.messageDigest);
  const expected = createHash('sha256').update(signedBytes).digest();
  if (digest === null || !Buffer.from(digest, 'binary').equals(expected)) {
    return { status: 'invalid', reason: 'the file changed after it was signed' };
  }
  const certificateAsn1 = (capture.certificates?.value as forge.asn1.Asn1[] | undefined)?.[0];
  if (!certificateAsn1) return { status: 'invalid', reason: 'the signature carries no certificate' };
  const certificate = new X509Certificate(Buffer.from(forge.asn1.toDer(certificateAsn1).getBytes(), 'binary'));
  // What was signed is the DER of the attributes as a SET (RFC 5652 §5.4), not their [0] form.
  const signedAttributes = forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, attributes);
  const signed = Buffer.from(forge.asn1.toDer(signedAttributes).getBytes(), 'binary');
  if (!verify('sha256', signed, certificate.publicKey, Buffer.from(capture.signature, 'binary'))) {
    return { status: 'invalid', reason: 'the signature does not verify with its certificate' };
  }
  const signingTime = findAttributeNode(attributes, OIDS.signingTime);
  return {
    status: 'valid',
    commonName: /(?:^|\n)CN=([^\n]+)/.exec(certificate.subject)?.[1] ?? certificate.subject,
    fingerprint: certificate.fingerprint256.replaceAll(':', '').toLowerCase(),
    signedAt: signingTime ? forge.asn1.utcTimeToDate(signingTime.value as string) : null,
  };
}

/** An attribute (SEQUENCE { OID, SET { value } }) by its OID, as its value node. */
function findAttributeNode(attributes: forge.asn1.Asn1[], oid: string): forge.asn1.Asn1 | null {
  for (const attribute of attributes) {
    const [type, values] = attribute.value as forge.asn1.Asn1[];
    if (type && forge.asn1.derToOid(type.value as string) === oid) {
      return (values?.value as forge.asn1.Asn1[] | undefined)?.[0] ?? null;
    }
  }
  return null;
}

function findAttribute(attributes: forge.asn1.Asn1[], oid: string): string | null {
  const node = findAttributeNode(attributes, oid);
  return typeof node?.value === 'string' ? node.value : null;
}
