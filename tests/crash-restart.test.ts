import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The whole app (server and its PostgreSQL) killed with SIGKILL under 8 writers, then started
 * again at once on the same data, three times: every booking answered 201 must be there
 * (issue #9). Real processes, as `npm start` runs them.
 */
const DEMO_PASSWORD = 'crash-test-password';
const OWNER = 'owner@demo-venue.example';
const WRITERS = 8;

const dirs: string[] = [];
const children = new Set<ChildProcess>();
afterAll(async () => {
  for (const child of children) killGroup(child);
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function killGroup(child: ChildProcess): void {
  try {
    process.kill(-child.pid!, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

/**
 * Starts the server under a shell, as `npm start` runs it under npm, in a process group of its
 * own, and waits until it answers. When the group is killed the server's parent dies with it,
 * so the dead server may linger unreaped in the process table, as it did in the report.
 */
async function startServer(dataDir: string, port: number): Promise<{ child: ChildProcess; output: () => string }> {
  let output = '';
  const command = `"${process.execPath}" --import tsx src/server/main.ts; exit $?`;
  const child = spawn('sh', ['-c', command], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'true',
      DEMO_PASSWORD,
      SKIP_CLIENT_BUILD: 'true',
      LOG_LEVEL: 'warn',
    },
  });
  children.add(child);
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`))),
  );
  const ready = (async () => {
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  await Promise.race([ready, exited]);
  child.removeAllListeners('exit');
  return { child, output: () => output };
}

async function signIn(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: OWNER, password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/**
 * Writers create bookings on days of their own until told to stop; the ids of the bookings
 * the server answered 201 for are collected. Requests cut off by the kill simply fail.
 */
function runWriters(port: number, token: string, round: number) {
  const acknowledged: number[] = [];
  let stopped = false;
  const writer = async (index: number) => {
    for (let n = 0; !stopped; n++) {
      const day = new Date(Date.UTC(2040, 0, 1) + (round * 100_000 + index * 10_000 + n) * 86_400_000);
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/bookings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({
            coupleNames: `Writer ${index} #${n}`,
            email: `writer${index}@example.com`,
            eventDate: day.toISOString(),
          }),
        });
        if (response.status === 201) acknowledged.push(((await response.json()) as { id: number }).id);
      } catch {
        return; // the server is gone
      }
    }
  };
  const done = Promise.all(Array.from({ length: WRITERS }, (_, index) => writer(index)));
  return {
    acknowledged,
    stop: async () => {
      stopped = true;
      await done;
    },
  };
}

/** Every booking's id, page after page (the list answers a page at a time, decision 034). */
async function readBookingIds(port: number, token: string): Promise<Set<number>> {
  const ids = new Set<number>();
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `?limit=200&cursor=${cursor}` : '?limit=200';
    const response = await fetch(`http://127.0.0.1:${port}/api/bookings${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    for (const booking of (await response.json()) as { id: number }[]) ids.add(booking.id);
    cursor = response.headers.get('x-next-cursor');
  } while (cursor);
  return ids;
}

describe('a restart right after the whole app is killed', () => {
  it('starts at once on the same data, three times, and keeps every booking it acknowledged', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'venuedesk-crash-'));
    dirs.push(dataDir);
    const port = await freePort();
    const allAcknowledged: number[] = [];

    let server = await startServer(dataDir, port);
    for (let round = 0; round < 3; round++) {
      const writers = runWriters(port, await signIn(port), round);
      // Let the writers get well under way, then kill everything mid-write.
      while (writers.acknowledged.length < 40) await new Promise((resolve) => setTimeout(resolve, 20));
      killGroup(server.child);
      await writers.stop();
      allAcknowledged.push(...writers.acknowledged);

      server = await startServer(dataDir, port); // at once: no pause after the kill
      const stored = await readBookingIds(port, await signIn(port));
      const lost = allAcknowledged.filter((id) => !stored.has(id));
      expect(lost, `round ${round + 1}: ${allAcknowledged.length} acknowledged`).toEqual([]);
      console.info(`crash round ${round + 1}: ${writers.acknowledged.length} bookings acknowledged, all kept`);
    }
    killGroup(server.child);
    expect(await readdir(dataDir)).toContain('pg');
  }, 240_000);
});
