import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { createTestDatabase } from '#tests/test-app.ts';

const clientDir = await mkdtemp(path.join(tmpdir(), 'venuedesk-client-'));
await mkdir(path.join(clientDir, 'assets'));
await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><title>VenueDesk</title>');
await writeFile(path.join(clientDir, 'assets', 'app-abc123.js'), 'console.log(1)');
const database = await createTestDatabase();
const app = await buildApp({
  db: database.db,
  config: { ...loadConfig({ LOG_LEVEL: 'silent' }), clientDir },
  mailTransport: null,
});

describe('serving the built client', () => {
  it.each(['/', '/dashboard', '/contract/abc/sign', '/no-such-page'])('answers %s with index.html, not cached', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<title>VenueDesk</title>');
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('still answers unknown API paths with JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});
