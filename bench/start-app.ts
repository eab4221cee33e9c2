import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface RunningApp {
  baseUrl: string;
  stop: () => Promise<void>;
}

/** A free TCP port on the loopback interface. */
export function getFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function waitForUrl(url: string, timeoutMs: number, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`process exited with ${child.exitCode} before ${url} answered`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Starts the built app (`npm run build` first) the way playwright.config.ts does: its own
 * throwaway DATA_DIR and port, no demo seed. `stop()` shuts it down and deletes the data.
 */
export async function startBuiltApp(): Promise<RunningApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'venuedesk-bench-'));
  const port = await getFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // `node --import tsx` rather than `npx tsx`: the child is the server itself, so SIGTERM
  // reaches its shutdown handler, which stops the embedded PostgreSQL before exiting.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseUrl,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForUrl(`${baseUrl}/api/health`, 120_000, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
