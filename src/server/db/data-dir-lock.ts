import { createHash } from 'node:crypto';
import { realpath, rm } from 'node:fs/promises';
import { connect, createServer, type Server } from 'node:net';
import path from 'node:path';

export interface DataDirLock {
  release: () => Promise<void>;
}

interface LockOptions {
  /** How long to wait for a server that holds the directory and may be exiting (default 15 s). */
  waitMs?: number;
  log?: (line: string) => void;
}

/**
 * Keeps two VenueDesk servers off one data directory with a lock the kernel releases when its
 * holder dies, however it dies: a listening socket whose name is derived from the directory.
 * On Linux it is an abstract Unix socket (no file, gone with the process, even while the dead
 * process lingers unreaped in the process table); on Windows a named pipe. Elsewhere a socket
 * file in the directory, taken over when nothing answers on it. No pid is trusted, so a reused
 * pid after a reboot can neither block a start nor be signalled (decision 002).
 */
export async function lockDataDir(dataDir: string, options: LockOptions = {}): Promise<DataDirLock> {
  const address = await lockAddress(dataDir);
  const deadline = Date.now() + (options.waitMs ?? 15_000);
  let announced = false;
  for (;;) {
    const server = await tryListen(address);
    if (server) {
      // A second server asking who holds the directory is told this process's pid.
      server.on('connection', (socket) => socket.end(`${process.pid}\n`));
      return { release: () => closeServer(server, address) };
    }
    if (Date.now() >= deadline) {
      const holder = await askHolder(address);
      throw new Error(
        `Another VenueDesk server${holder ? ` (pid ${holder})` : ''} is using ${dataDir}. Stop it or set DATA_DIR.`,
      );
    }
    if (!announced) {
      options.log?.(`Waiting for the VenueDesk server using ${dataDir} to exit ...`);
      announced = true;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function lockAddress(dataDir: string): Promise<string> {
  const resolved = await realpath(dataDir);
  const digest = createHash('sha256').update(resolved).digest('hex').slice(0, 32);
  if (process.platform === 'linux') return `\0venuedesk-data-${digest}`;
  if (process.platform === 'win32') return `\\\\?\\pipe\\venuedesk-data-${digest}`;
  return path.join(resolved, 'server.sock');
}

const usesSocketFile = () => process.platform !== 'linux' && process.platform !== 'win32';

/** Listens on the lock's address; null when a live process holds it. */
async function tryListen(address: string): Promise<Server | null> {
  const attempt = () =>
    new Promise<Server | null>((resolve, reject) => {
      const server = createServer();
      server.once('error', (error: NodeJS.ErrnoException) => {
        if (error.code === 'EADDRINUSE') resolve(null);
        else reject(error);
      });
      server.listen(address, () => {
        server.unref();
        resolve(server);
      });
    });
  const server = await attempt();
  if (server || !usesSocketFile()) return server;
  // A socket file outlives a killed holder: take it over when nobody answers on it.
  if ((await askHolder(address)) !== null) return null;
  await rm(address, { force: true });
  return attempt();
}

/** The pid the lock's holder reports, or null when nothing answers. */
function askHolder(address: string): Promise<number | null> {
  return new Promise((resolve) => {
    let answer = '';
    const socket = connect(address);
    socket.setTimeout(1_000, () => socket.destroy());
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve(Number(answer.trim()) || null));
    socket.on('error', () => resolve(null));
  });
}

async function closeServer(server: Server, address: string): Promise<void> {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (usesSocketFile()) await rm(address, { force: true });
}
