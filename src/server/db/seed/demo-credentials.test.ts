import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { signIn } from '#tests/factories.ts';
import { createTestApp } from '#tests/test-app.ts';
import { PUBLISHED_DEMO_PASSWORD, seedDemoWithCredentials } from './demo-credentials.ts';
import { seedDemo } from './demo-seed.ts';

const dataDirs: string[] = [];
async function newDataDir() {
  const dir = await mkdtemp(path.join(tmpdir(), 'venuedesk-demo-'));
  dataDirs.push(dir);
  return dir;
}
afterAll(async () => {
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('demo credentials', () => {
  it('gives each installation a random demo password, saved with mode 600 and read back on later starts', async () => {
    const first = await createTestApp();
    const second = await createTestApp();
    const firstDir = await newDataDir();
    const seeded = await seedDemoWithCredentials(first.app.deps, firstDir);
    const other = await seedDemoWithCredentials(second.app.deps, await newDataDir());

    expect(seeded.created).toBe(true);
    expect(seeded.password).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(other.password).not.toBe(seeded.password);
    expect(seeded.password).not.toBe('demo-password');

    const file = await stat(seeded.credentialsFile);
    expect(file.mode & 0o777).toBe(0o600);
    const text = await readFile(seeded.credentialsFile, 'utf8');
    expect(text).toContain(`password: ${seeded.password}`);
    expect(text).toContain('owner: owner@demo-venue.example');

    const owner = await signIn(first.app, 'owner@demo-venue.example', seeded.password!);
    expect(owner.user.role).toBe('owner');
    const published = await first.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'owner@demo-venue.example', password: 'demo-password' },
    });
    expect(published.statusCode).toBe(401);

    const restarted = await seedDemoWithCredentials(first.app.deps, firstDir);
    expect(restarted).toMatchObject({ created: false, password: seeded.password });
  });

  it('replaces the published password of a database seeded before, and signs its sessions out', async () => {
    const { app } = await createTestApp();
    // Seeded as every installation was before demo passwords were random: no credentials file.
    await seedDemo(app.deps, PUBLISHED_DEMO_PASSWORD);
    const intruder = await signIn(app, 'owner@demo-venue.example', PUBLISHED_DEMO_PASSWORD);
    const dataDir = await newDataDir();

    const started = await seedDemoWithCredentials(app.deps, dataDir);
    expect(started.created).toBe(false);
    expect(started.password).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(await readFile(started.credentialsFile, 'utf8')).toContain(`password: ${started.password}`);
    for (const email of ['owner@demo-venue.example', 'client@demo-venue.example']) {
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: PUBLISHED_DEMO_PASSWORD },
      });
      expect(login.statusCode, email).toBe(401);
    }
    await signIn(app, 'coordinator@demo-venue.example', started.password!);
    const session = await app.inject({ method: 'GET', url: '/api/user/profile', headers: intruder.auth });
    expect(session.statusCode).toBe(401);

    // The next start reads the new password back and changes nothing.
    expect(await seedDemoWithCredentials(app.deps, dataDir)).toMatchObject({ password: started.password });
  });

  it('uses DEMO_PASSWORD when it is set', async () => {
    const { app } = await createTestApp({ env: { DEMO_PASSWORD: 'chosen-demo-pass' } });
    const seeded = await seedDemoWithCredentials(app.deps, await newDataDir());
    expect(seeded.password).toBe('chosen-demo-pass');
    await signIn(app, 'client@demo-venue.example', 'chosen-demo-pass');
  });
});
