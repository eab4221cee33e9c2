import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { P12Signer } from '@signpdf/signer-p12';
import { SignPdf } from '@signpdf/signpdf';
import type { PDFDocument } from 'pdf-lib';
import type { InstallationKeys } from '../../crypto/installation-keys.ts';

/** Room for the CMS signature (hex): an RSA 4096 signature and its certificate fit with margin. */
const SIGNATURE_BYTES = 8192;

/**
 * Saves the PDF digitally signed with the installation's certificate (decision 020): a CMS
 * detached signature (adbe.pkcs7.detached, SHA-256) over the whole file but the signature
 * itself, in an invisible signature field. Acrobat and `pdfsig` then report any later change
 * of a byte. The signing time is the contract's signing time, so the file is reproducible
 * evidence of that moment rather than of when the server got round to it.
 */
export async function saveSealedPdf(
  doc: PDFDocument,
  keys: InstallationKeys,
  seal: { signingTime: Date; reason: string; location: string; contactInfo: string },
): Promise<Buffer> {
  pdflibAddPlaceholder({
    pdfDoc: doc,
    reason: seal.reason,
    contactInfo: seal.contactInfo,
    name: keys.certificate.commonName,
    location: seal.location,
    signingTime: seal.signingTime,
    signatureLength: SIGNATURE_BYTES,
    appName: 'VenueDesk',
  });
  // Without object streams every object stays readable as written, which incremental checks
  // (pdfsig, qpdf) and the placeholder search rely on.
  const unsigned = Buffer.from(await doc.save({ useObjectStreams: false }));
  const signer = new P12Signer(keys.p12, { passphrase: keys.p12Password });
  return new SignPdf().sign(unsigned, signer, seal.signingTime);
}
