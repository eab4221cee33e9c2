import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { GENERATED_CERTIFICATE_FILE, loadInstallationKeys, readInstallationKeys } from './installation-keys.ts';
import { createLinkToken, hashLinkToken, openLinkToken, sealLinkToken } from './link-tokens.ts';
import { createSelfSignedP12 } from './self-signed-certificate.ts';

const dataDir = await mkdtemp(path.join(tmpdir(), 'venuedesk-keys-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('the installation certificate', () => {
  it('is made on the first start in DATA_DIR (mode 600) and read back, the same, on later starts', async () => {
    const config = { file: null, dataDir: path.join(dataDir, 'fresh'), publicUrl: 'https://venue.example' };
    const first = await loadInstallationKeys(config);
    expect(first.created).toBe(true);
    expect(first.source).toBe(path.join(config.dataDir, GENERATED_CERTIFICATE_FILE));
    expect((await stat(first.source)).mode & 0o777).toBe(0o600);
    expect(first.keys.certificate.commonName).toBe('VenueDesk signing certificate (venue.example)');
    const again = await loadInstallationKeys(config);
    expect(again.created).toBe(false);
    expect(again.keys.certificate.fingerprint).toBe(first.keys.certificate.fingerprint);
    expect(again.keys.chainKey.equals(first.keys.chainKey)).toBe(true);
    expect(again.keys.tokenKey.equals(first.keys.tokenKey)).toBe(true);
    expect(first.keys.chainKey.equals(first.keys.tokenKey)).toBe(false);
  }, 30_000);

  it('is read from SIGNING_CERT_FILE with its password, and refused with a message naming the file otherwise', async () => {
    const file = path.join(dataDir, 'venue.p12');
    await writeFile(
      file,
      await createSelfSignedP12({ commonName: 'Casa Azul', password: 's3cret', modulusLength: 2048 }),
    );
    const configured = await loadInstallationKeys({
      file: { path: file, password: 's3cret' },
      dataDir,
      publicUrl: 'x:',
    });
    expect(configured).toMatchObject({ source: file, created: false });
    expect(configured.keys.certificate.commonName).toBe('Casa Azul');
    await expect(
      loadInstallationKeys({ file: { path: file, password: 'wrong' }, dataDir, publicUrl: 'x:' }),
    ).rejects.toThrow(`${file}: the certificate file cannot be opened`);
    await expect(
      loadInstallationKeys({ file: { path: `${file}.missing`, password: '' }, dataDir, publicUrl: 'x:' }),
    ).rejects.toThrow(/SIGNING_CERT_FILE .*venue\.p12\.missing cannot be read/);
  });

  it('derives other keys from another certificate', async () => {
    const one = readInstallationKeys(
      await createSelfSignedP12({ commonName: 'One', password: '', modulusLength: 2048 }),
      '',
    );
    const two = readInstallationKeys(
      await createSelfSignedP12({ commonName: 'Two', password: '', modulusLength: 2048 }),
      '',
    );
    expect(one.chainKey.equals(two.chainKey)).toBe(false);
    expect(one.certificate.fingerprint).not.toBe(two.certificate.fingerprint);
  });

  it('takes SIGNING_CERT_PASSWORD only with SIGNING_CERT_FILE', () => {
    expect(() => loadConfig({ SIGNING_CERT_PASSWORD: 'x' })).toThrow(
      /SIGNING_CERT_PASSWORD is set without SIGNING_CERT_FILE/,
    );
    expect(loadConfig({ SIGNING_CERT_FILE: 'venue.p12' }).signingCertificate).toEqual({
      path: path.resolve('venue.p12'),
      password: '',
    });
  });
});

describe('link tokens', () => {
  const key = Buffer.alloc(32, 7);

  it('are found by their SHA-256 and read back from a copy that opens only with its key and row', () => {
    const token = createLinkToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hashLinkToken(token)).toMatch(/^[0-9a-f]{64}$/);
    const sealed = sealLinkToken(key, token, 'contract_links:a');
    expect(sealed).not.toContain(token);
    expect(sealLinkToken(key, token, 'contract_links:a')).not.toBe(sealed);
    expect(openLinkToken(key, sealed, 'contract_links:a')).toBe(token);
    expect(openLinkToken(key, sealed, 'contract_links:b')).toBeNull();
    expect(openLinkToken(Buffer.alloc(32, 8), sealed, 'contract_links:a')).toBeNull();
    const altered = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'BB' : 'AA'}`;
    expect(openLinkToken(key, altered, 'contract_links:a')).toBeNull();
    expect(openLinkToken(key, null, 'contract_links:a')).toBeNull();
  });
});
