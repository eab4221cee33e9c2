import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { createTestDatabase, getTestInstallationKeys, TEST_PASSWORD_PARAMS } from '#tests/test-app.ts';
import { SIGNING_PAGE_LOADS_PER_MINUTE } from './spa.ts';

// The page is served only when a client build exists, so this app gets a minimal one.
const clientDir = await mkdtemp(path.join(tmpdir(), 'venuedesk-client-'));
await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><head><title>VenueDesk</title></head>');
const database = await createTestDatabase();
const app = await buildApp({
  db: database.db,
  config: { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), clientDir },
  mailTransport: null,
  passwordParams: TEST_PASSWORD_PARAMS,
  keys: getTestInstallationKeys(),
});
afterAll(async () => {
  await app.close();
});

function load(url: string, remoteAddress: string) {
  return app.inject({ method: 'GET', url, remoteAddress });
}

describe('limits on the public signing page', () => {
  it('serves one address the signing page a limited number of times a minute, then 429 with the token headers', async () => {
    const address = '198.51.100.41';
    for (let i = 0; i < SIGNING_PAGE_LOADS_PER_MINUTE; i++) {
      const page = await load(`/contract/token-${i}/sign`, address);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
    }
    const refused = await load('/contract/another-token/sign?from=email', address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(refused.headers['referrer-policy']).toBe('no-referrer');
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.headers['x-robots-tag']).toBe('noindex');

    // Other pages from the same address, and the signing page from another one, still load.
    for (let i = 0; i < SIGNING_PAGE_LOADS_PER_MINUTE + 1; i++) {
      expect((await load('/login', address)).statusCode).toBe(200);
    }
    expect((await load('/dashboard', address)).statusCode).toBe(200);
    const elsewhere = await load('/contract/token-0/sign', '198.51.100.42');
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.headers['referrer-policy']).toBe('no-referrer');
    expect(elsewhere.headers['cache-control']).toBe('no-store');
    expect(elsewhere.headers['x-robots-tag']).toBe('noindex');
  });
});
