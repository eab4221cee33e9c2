import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '#server/db/embedded-postgres.ts';

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

    const restarted = await startEmbeddedPostgres({ dataDir });
    try {
      expect(await query(restarted.url, 'select id from survivor')).toEqual([{ id: 42 }]);
    } finally {
      await restarted.stop();
    }
  });
});
