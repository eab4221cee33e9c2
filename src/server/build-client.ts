import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { serverEntryFile } from './http/page-renderer.ts';

/**
 * `npm start` on a fresh clone: build the SPA once so the server has something to serve. A build
 * from before the server render (no dist/ssr) is built again, so venue pages render at first paint.
 */
export function buildClientIfMissing(clientDir: string): void {
  if (existsSync(path.join(clientDir, 'index.html')) && existsSync(serverEntryFile(clientDir))) return;
  console.log('No client build found; building it once (npm run build) ...');
  const result = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    cwd: path.resolve(import.meta.dirname, '../..'),
  });
  if (result.status !== 0) throw new Error('Building the client failed; see the output above.');
}
