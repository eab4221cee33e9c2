import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { PluginOption } from 'vite';
import { defineConfig } from 'vitest/config';
import type { InlineConfig } from 'vitest/node';

const serverTests = ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'tests/**/*.test.ts', 'bench/**/*.test.ts'];
const clientTests = ['src/client/**/*.test.{ts,tsx}'];

/**
 * Test files that need a module graph of their own, so run isolated; all others share their
 * worker's modules (below). A `vi.mock` holds only in the file's own graph; in the client
 * project, a server render (src/client/entry-server.tsx) leaves React's shared contexts owned
 * by react-dom/static, and the next file's react-dom render of them would then warn of two
 * renderers at once. The server project renders nothing else with React, so a server test of the
 * render (tests/venue-pages-render.test.ts) shares its worker like the rest.
 */
function needsOwnModules(file: string, text: string): boolean {
  const rendersOnTheServer = file.startsWith(`src${path.sep}client`) && /entry-server\.tsx'/.test(text);
  return /\bvi\.(do)?[mM]ock\(/.test(text) || rendersOnTheServer;
}

function filesNeedingOwnModules(...roots: string[]): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.test\.tsx?$/.test(entry.name) && needsOwnModules(file, readFileSync(file, 'utf8'))) {
        found.push(file.split(path.sep).join('/'));
      }
    }
  };
  roots.forEach(walk);
  return found;
}

const mockingFiles = filesNeedingOwnModules('src', 'tests');
const isServerTest = (file: string) => !file.startsWith('src/client/');

function isolatedProject(name: string, include: string[], options: InlineConfig, plugins: PluginOption[] = []) {
  return include.length === 0 ? [] : [{ plugins, test: { name, include, isolate: true, ...options } }];
}

const server: InlineConfig = {
  environment: 'node',
  globalSetup: ['tests/global-setup.ts'],
  // The catalogs run from source here, so their messages are compiled on first use (docs/decisions/068).
  setupFiles: ['tests/fail-on-console-error.ts', 'src/shared/i18n/compile-at-runtime.ts'],
  env: { TZ: 'UTC' },
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

const client: InlineConfig = {
  environment: 'jsdom',
  setupFiles: ['tests/fail-on-console-error.ts', 'src/shared/i18n/compile-at-runtime.ts', 'src/client/test/setup.ts'],
  testTimeout: 20_000,
  env: { TZ: 'UTC' },
};

export default defineConfig({
  test: {
    // Vitest's default leaves a core free, which on a two-core CI machine runs the files one at a
    // time; the server tests mostly wait on PostgreSQL, so two at once take 290 s instead of 445 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Without isolation a worker imports the app and its libraries once instead of once per file:
    // the suite took 520 s, most of it importing the modules and building jsdom again for each of
    // 174 files. Each server file still builds its own app on its own database, and what a test
    // stubs (fetch, globals, timers) it restores after itself.
    projects: [
      { test: { name: 'server', include: serverTests, exclude: mockingFiles, isolate: false, ...server } },
      {
        plugins: [react()],
        test: { name: 'client', include: clientTests, exclude: mockingFiles, isolate: false, ...client },
      },
      ...isolatedProject('server-isolated', mockingFiles.filter(isServerTest), server),
      ...isolatedProject(
        'client-isolated',
        mockingFiles.filter((file) => !isServerTest(file)),
        client,
        [react()],
      ),
    ],
  },
});
