import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { createTestDatabase, getTestInstallationKeys } from '#tests/test-app.ts';

const clientDir = await mkdtemp(path.join(tmpdir(), 'venuedesk-client-'));
await mkdir(path.join(clientDir, 'assets'));
await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><head><title>VenueDesk</title></head>');
await writeFile(path.join(clientDir, 'assets', 'app-abc123.js'), 'console.log(1)');
await writeFile(path.join(clientDir, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log(1)'));
// A Vite manifest: the entry, and the landing page chunk with one import of its own and one shared with the entry.
await mkdir(path.join(clientDir, '.vite'));
await writeFile(
  path.join(clientDir, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/app-abc123.js', isEntry: true, imports: ['_runtime.js'] },
    '_runtime.js': { file: 'assets/runtime-1.js' },
    '_layout.js': { file: 'assets/layout-2.js', imports: ['_runtime.js'] },
    'src/client/pages/landing-page.tsx': { file: 'assets/landing-3.js', imports: ['_layout.js', 'index.html'] },
    'src/client/pages/pricing-page.tsx': { file: 'assets/pricing-4.js', imports: ['index.html'] },
    'src/client/app/app-routes.tsx': { file: 'assets/app-routes-5.js', imports: ['index.html'] },
    'src/client/pages/login-page.tsx': { file: 'assets/login-6.js', imports: ['_layout.js', 'index.html'] },
  }),
);
// The build's pre-rendered pricing page (scripts/prerender.ts).
await mkdir(path.join(clientDir, '.prerendered'));
await writeFile(
  path.join(clientDir, '.prerendered', 'pricing.html'),
  '<!doctype html><head><title>Pricing · VenueDesk</title></head><body><div id="root"><h1>Simple, transparent pricing</h1></div></body>',
);
const config = { ...loadConfig({ LOG_LEVEL: 'silent' }), clientDir };
const database = await createTestDatabase();
const app = await buildApp({
  db: database.db,
  config,
  mailTransport: null,
  keys: getTestInstallationKeys(),
});

describe('serving the built client', () => {
  it.each([
    ['/', 'no-cache'],
    ['/dashboard', 'no-cache'],
    ['/no-such-page', 'no-cache'],
    // A page whose address carries a signing token is not kept by any cache (docs/architecture.md).
    ['/contract/abc/sign', 'no-store'],
    // The shared calendar page, by token or custom address (issue #14).
    [`/shared-calendar/${'x'.repeat(43)}`, 'no-store'],
    ['/shared-calendar/my-venue-calendar?month=2031-11', 'no-store'],
  ])('answers %s with index.html, cache-control %s', async (url, cacheControl) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe(cacheControl);
    expect(response.body).toContain('<title>VenueDesk</title>');
  });

  it('sends no referrer and asks not to be indexed on the shared calendar page', async () => {
    const response = await app.inject({ method: 'GET', url: '/shared-calendar/my-venue-calendar' });
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    const other = await app.inject({ method: 'GET', url: '/shared-calendars' });
    expect(other.headers['x-robots-tag']).toBeUndefined();
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('preloads the chunks of a public page with its HTML, leaving out what the entry loads anyway', async () => {
    const landing = await app.inject({ method: 'GET', url: '/?from=ad' });
    expect(landing.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/landing-3.js"><link rel="modulepreload" crossorigin href="/assets/layout-2.js"></head>',
    );
    expect(landing.body).not.toContain('runtime-1.js');
    const compressed = await app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toContain('text/html');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(landing.body);
    const dashboard = await app.inject({ method: 'GET', url: '/dashboard' });
    expect(dashboard.body).not.toContain('modulepreload');
  });

  it('preloads the router’s second chunk before a page the entry reaches through it', async () => {
    const login = await app.inject({ method: 'GET', url: '/login' });
    expect(login.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/app-routes-5.js"><link rel="modulepreload" crossorigin href="/assets/login-6.js"><link rel="modulepreload" crossorigin href="/assets/layout-2.js"></head>',
    );
  });

  // Its chunks are in the file already, set aside until its first paint (scripts/prerender.ts).
  it('sends a pre-rendered page with its canonical address, and not under its file name', async () => {
    const pricing = await app.inject({ method: 'GET', url: '/pricing?plan=annual' });
    expect(pricing.headers['content-type']).toContain('text/html');
    const url = `${config.publicUrl}/pricing`;
    expect(url).toMatch(/^https?:\/\//);
    expect(pricing.body).toContain(`<div id="root"><h1>Simple, transparent pricing</h1></div>`);
    expect(pricing.body).toContain(
      `<link rel="canonical" href="${url}"><meta property="og:url" content="${url}"></head>`,
    );
    const file = await app.inject({ method: 'GET', url: '/.prerendered/pricing.html' });
    expect(file.body).not.toContain('Simple, transparent pricing');
    // A page the build did not pre-render is index.html, with no canonical address of its own.
    const landing = await app.inject({ method: 'GET', url: '/' });
    expect(landing.body).not.toContain('canonical');
  });

  it('serves the brotli copy of an asset to a browser that accepts it', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    const plain = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('still answers unknown API paths with JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});
