/**
 * The last step of `npm run build`: renders the public pages with the server build of the client
 * (dist/ssr/entry-server.js, from src/client/entry-server.tsx) into copies of the built
 * index.html made to paint before any script (src/server/http/first-paint.ts), which the server
 * sends for those paths (src/server/http/page-preloads.ts).
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createFirstPaint } from '#server/http/first-paint.ts';
import { PRERENDERED_DIR, prerenderedFile, publicPageModule, readPreloadLinks } from '#server/http/page-preloads.ts';

/** What scripts/ uses of src/client/entry-server.tsx, whose JSX the server's tsconfig does not compile. */
interface ServerEntry {
  prerenderedPaths: string[];
  renderPage: (url: string) => Promise<{ html: string }>;
  pageDocument: (template: string, page: { html: string }) => string;
}

const root = path.resolve(import.meta.dirname, '..');
const clientDir = path.join(root, 'dist', 'client');
const entryUrl = pathToFileURL(path.join(root, 'dist', 'ssr', 'entry-server.js')).href;
const entry = (await import(entryUrl)) as ServerEntry;

const template = await readFile(path.join(clientDir, 'index.html'), 'utf8');
const preloadLinks = readPreloadLinks(clientDir);
const firstPaint = createFirstPaint(clientDir);
await rm(path.join(clientDir, PRERENDERED_DIR), { recursive: true, force: true });
await mkdir(path.join(clientDir, PRERENDERED_DIR));
for (const pagePath of entry.prerenderedPaths) {
  const page = await entry.renderPage(pagePath);
  if (!page.html.includes('<h1')) throw new Error(`${pagePath} rendered without a heading`);
  const preloads = preloadLinks(publicPageModule(pagePath) ?? '') ?? [];
  const html = await firstPaint(entry.pageDocument(template, page), preloads);
  await writeFile(prerenderedFile(clientDir, pagePath), html);
}
console.log(`Pre-rendered ${entry.prerenderedPaths.join(', ')}`);
