import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { lockDataDir } from '#server/db/data-dir-lock.ts';
import { startEmbeddedPostgres } from '#server/db/embedded-postgres.ts';
import { isPostmasterOf, readCommandLine } from '#server/db/stale-postmaster.ts';

const dirs: string[] = [];
async function tempDataDir() {
  const dir = await mkdtemp(path.join(tmpdir(), 'venuedesk-pg-'));
  dirs.push(dir);
  return dir;
}
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function query(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

describe('embedded PostgreSQL lifecycle', () => {
  it('runs two clusters side by side in different data directories, in UTF-8', async () => {
    const [first, second] = await Promise.all([
      startEmbeddedPostgres({ dataDir: await tempDataDir() }),
      startEmbeddedPostgres({ dataDir: await tempDataDir() }),
    ]);
    try {
      expect(first.url).not.toBe(second.url);
      await query(first.url, "create table marker (value text); insert into marker values ('Quinceañera')");
      expect(await query(first.url, 'select value from marker')).toEqual([{ value: 'Quinceañera' }]);
      expect(await query(second.url, "select to_regclass('marker') as t")).toEqual([{ t: null }]);
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  });

  it('keeps data across restarts and recovers from a killed server that left PostgreSQL running', async () => {
    const dataDir = await tempDataDir();
    // A separate server process that starts the cluster, writes a row, and is then SIGKILLed.
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `
        const { startEmbeddedPostgres } = await import(${JSON.stringify(path.resolve('src/server/db/embedded-postgres.ts'))});
        const pg = (await import('pg')).default;
        const db = await startEmbeddedPostgres({ dataDir: ${JSON.stringify(dataDir)} });
        const client = new pg.Client({ connectionString: db.url });
        await client.connect();
        await client.query("create table survivor (id int); insert into survivor values (42)");
        await client.end();
        console.log('READY');
        setInterval(() => {}, 1000);
      `,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('READY') && resolve());
      child.on('exit', (code) => reject(new Error(`child exited early with ${code}`)));
    });
    child.removeAllListeners('exit');
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));

    const lines: string[] = [];
    const restarted = await startEmbeddedPostgres({ dataDir, log: (line) => lines.push(line) });
    try {
      expect(await query(restarted.url, 'select id from survivor')).toEqual([{ id: 42 }]);
      // The orphan was recognised as this directory's PostgreSQL and shut down, not just ignored.
      expect(lines.filter((line) => line.includes('left running by a previous run'))).toHaveLength(1);
    } finally {
      await restarted.stop();
    }
  });

  it('starts when the pid files name a live, unrelated process, and never signals it', async () => {
    const dataDir = await tempDataDir();
    const first = await startEmbeddedPostgres({ dataDir });
    await first.stop();
    // After a reboot the recorded pids belong to whatever process got them: here, a sleep.
    const unrelated = spawn('sleep', ['60'], { stdio: 'ignore' });
    try {
      const pid = unrelated.pid!;
      await writeFile(path.join(dataDir, 'server.pid'), `${pid}\n`);
      await writeFile(
        path.join(dataDir, 'pg', 'postmaster.pid'),
        `${pid}\n${path.join(dataDir, 'pg')}\n1700000000\n5432\n`,
      );
      const restarted = await startEmbeddedPostgres({ dataDir });
      try {
        expect(await query(restarted.url, 'select 1 as ok')).toEqual([{ ok: 1 }]);
      } finally {
        await restarted.stop();
      }
      expect(unrelated.exitCode).toBeNull();
      expect(unrelated.signalCode).toBeNull();
      expect(await readCommandLine(pid)).toEqual(['sleep', '60']);
    } finally {
      unrelated.kill('SIGKILL');
    }
  });

  it('identifies a PostgreSQL by its binary and its data directory', () => {
    const dirs = ['/data/pg'];
    expect(isPostmasterOf(['/opt/pg/bin/postgres', '-D', '/data/pg', '-p', '5432'], dirs)).toBe(true);
    expect(isPostmasterOf(['/opt/pg/bin/postgres', '-D', '/other/pg'], dirs)).toBe(false);
    expect(isPostmasterOf(['/usr/bin/vim', '-D', '/data/pg'], dirs)).toBe(false);
    expect(isPostmasterOf([], dirs)).toBe(false);
  });
});

describe('the data-directory lock', () => {
  it('refuses a second server while the first holds the directory, naming its pid', async () => {
    const dataDir = await tempDataDir();
    const held = await lockDataDir(dataDir);
    try {
      await expect(lockDataDir(dataDir, { waitMs: 300 })).rejects.toThrow(
        `Another VenueDesk server (pid ${process.pid}) is using ${dataDir}`,
      );
    } finally {
      await held.release();
    }
    const again = await lockDataDir(dataDir, { waitMs: 0 });
    await again.release();
  });

  it('waits for a server that is exiting, then takes the directory', async () => {
    const dataDir = await tempDataDir();
    const exiting = await lockDataDir(dataDir);
    setTimeout(() => void exiting.release(), 500);
    const lines: string[] = [];
    const next = await lockDataDir(dataDir, { waitMs: 15_000, log: (line) => lines.push(line) });
    await next.release();
    expect(lines).toEqual([`Waiting for the VenueDesk server using ${dataDir} to exit ...`]);
  });
});
