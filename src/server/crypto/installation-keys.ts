import { createHash, createPrivateKey, hkdfSync } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import forge from 'node-forge';
import { createSelfSignedP12 } from './self-signed-certificate.ts';

/**
 * The installation's key material (decision 020): the certificate the signed PDFs carry, and
 * the keys derived from its private key with HKDF: one for the audit trail's HMAC chain, one
 * that encrypts the copies of signing and calendar links staff read back. It lives in a file
 * beside the database, never in it, so whoever can only write the database can neither sign a
 * PDF, recompute a trail, nor read a link.
 */
export interface InstallationKeys {
  /** The PKCS#12 file and its password, as @signpdf/signer-p12 takes them. */
  p12: Buffer;
  p12Password: string;
  certificate: {
    /** SHA-256 of the certificate's DER, hex: what the database records on first use. */
    fingerprint: string;
    commonName: string;
    der: Buffer;
  };
  /** HMAC-SHA256 key of the audit trail. */
  chainKey: Buffer;
  /** AES-256-GCM key of the stored link copies. */
  tokenKey: Buffer;
}

/** Where a generated certificate is kept: with the data it vouches for. */
export const GENERATED_CERTIFICATE_FILE = 'signing-certificate.p12';

const HKDF_SALT = 'VenueDesk installation keys';

function derive(secret: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, HKDF_SALT, purpose, 32));
}

class CertificateFileError extends Error {}

/** Reads a PKCS#12 file: an RSA private key and the certificate that matches it. */
export function readInstallationKeys(p12: Buffer, password: string): InstallationKeys {
  let parsed: forge.pkcs12.Pkcs12Pfx;
  try {
    parsed = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(p12.toString('binary')), false, password);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new CertificateFileError(`the certificate file cannot be opened (wrong password or not PKCS#12): ${reason}`);
  }
  const shrouded = parsed.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag! })[
    forge.pki.oids.pkcs8ShroudedKeyBag!
  ];
  const key = shrouded?.[0]?.key;
  if (!key?.n) throw new CertificateFileError('the certificate file holds no password-protected RSA private key');
  const certificates = parsed.getBags({ bagType: forge.pki.oids.certBag! })[forge.pki.oids.certBag!] ?? [];
  const certificate = certificates
    .map((bag) => bag.cert)
    .find((cert) => {
      const publicKey = cert?.publicKey as forge.pki.rsa.PublicKey | undefined;
      return publicKey?.n?.equals(key.n) && publicKey.e.equals(key.e);
    });
  if (!certificate) throw new CertificateFileError('the certificate file holds no certificate for its private key');

  const der = Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(certificate)).getBytes(), 'binary');
  const secret = createPrivateKey(forge.pki.privateKeyToPem(key)).export({ type: 'pkcs8', format: 'der' });
  const commonName = certificate.subject.getField('CN') as { value: string } | null;
  return {
    p12,
    p12Password: password,
    certificate: {
      fingerprint: createHash('sha256').update(der).digest('hex'),
      commonName: commonName?.value ?? 'VenueDesk',
      der,
    },
    chainKey: derive(secret, 'audit-chain-hmac-v1'),
    tokenKey: derive(secret, 'link-token-encryption-v1'),
  };
}

export interface SigningCertificateConfig {
  /** SIGNING_CERT_FILE and SIGNING_CERT_PASSWORD, or null to use (or make) the generated one. */
  file: { path: string; password: string } | null;
  dataDir: string;
  publicUrl: string;
}

/**
 * The configured certificate, or the one generated on the first start in DATA_DIR (mode 600,
 * like the database files beside it). Two instances starting at once on one data directory
 * cannot both create it: the file is created exclusively and the loser reads the winner's.
 */
export async function loadInstallationKeys(
  config: SigningCertificateConfig,
): Promise<{ keys: InstallationKeys; source: string; created: boolean }> {
  if (config.file) {
    const bytes = await readFile(config.file.path).catch((error: unknown) => {
      throw new Error(`SIGNING_CERT_FILE ${config.file!.path} cannot be read: ${String(error)}`);
    });
    const { password } = config.file;
    return {
      keys: wrap(config.file.path, () => readInstallationKeys(bytes, password)),
      source: config.file.path,
      created: false,
    };
  }
  const file = path.join(config.dataDir, GENERATED_CERTIFICATE_FILE);
  let created = false;
  if (!(await readFile(file).catch(() => null))) {
    const made = await createSelfSignedP12({
      commonName: `VenueDesk signing certificate (${new URL(config.publicUrl).host})`,
      password: '',
    });
    await mkdir(config.dataDir, { recursive: true });
    try {
      await writeFile(file, made, { flag: 'wx', mode: 0o600 });
      await chmod(file, 0o600);
      created = true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const bytes = await readFile(file);
  return { keys: wrap(file, () => readInstallationKeys(bytes, '')), source: file, created };
}

function wrap(file: string, read: () => InstallationKeys): InstallationKeys {
  try {
    return read();
  } catch (error) {
    if (error instanceof CertificateFileError) throw new Error(`${file}: ${error.message}`);
    throw error;
  }
}
