import { generateKeyPair, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import forge from 'node-forge';

const generateRsaKeyPair = promisify(generateKeyPair);

const YEAR_MS = 365.25 * 24 * 60 * 60 * 1000;

/**
 * A new RSA key and a self-signed X.509 certificate for it, as a PKCS#12 file (the format
 * @signpdf/signer-p12 reads, and the one an operator's own certificate comes in). RSA because
 * node-forge, which signs the PDF's CMS, signs with RSA only; the key is made by node:crypto,
 * which is fast and uses the system's random source. Valid for 30 years: a signed contract
 * outlives the event by far, and a self-signed certificate is trusted by its fingerprint, not
 * by its dates.
 */
export async function createSelfSignedP12(options: {
  commonName: string;
  password: string;
  modulusLength?: number;
}): Promise<Buffer> {
  const pair = await generateRsaKeyPair('rsa', { modulusLength: options.modulusLength ?? 3072 });
  const privateKey = forge.pki.privateKeyFromPem(pair.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string);
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(pair.publicKey.export({ type: 'spki', format: 'pem' }) as string);
  // A positive serial of 128 random bits (RFC 5280 §4.1.2.2 allows up to 20 octets).
  certificate.serialNumber = `01${randomBytes(16).toString('hex')}`;
  // A day back, so a signer whose clock is slightly behind still finds it valid.
  certificate.validity.notBefore = new Date(Date.now() - 24 * 60 * 60 * 1000);
  certificate.validity.notAfter = new Date(Date.now() + 30 * YEAR_MS);
  const name = [
    { name: 'commonName', value: options.commonName },
    { name: 'organizationName', value: 'VenueDesk' },
  ];
  certificate.setSubject(name);
  certificate.setIssuer(name);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false },
    // What a document-signing certificate is for (RFC 5280 §4.2.1.3): signatures, non-repudiation.
    { name: 'keyUsage', critical: true, digitalSignature: true, nonRepudiation: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  certificate.sign(privateKey, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(privateKey, [certificate], options.password, {
    algorithm: 'aes256',
    friendlyName: options.commonName,
  });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
}
