import path from 'node:path';
import type { Plugin } from 'vite';

/** Where the build writes which modules each chunk holds, next to Vite's manifest. */
export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';

/** Each built chunk's modules with their rendered bytes (before minifying), keyed by the chunk's file. */
export type ChunkModules = Record<string, Record<string, number>>;

/**
 * A module's id as a reader knows it: the path inside the project, or from `node_modules/` on
 * for a dependency (wherever the packages are installed), without a virtual module's `\0`.
 */
export function moduleName(id: string, root: string): string {
  const plain = id.replace(/^\0/, '').split('?')[0] ?? id;
  const inPackages = plain.lastIndexOf('/node_modules/');
  if (inPackages >= 0) return plain.slice(inPackages + 1);
  return path.isAbsolute(plain) ? path.relative(root, plain).split(path.sep).join('/') : plain;
}

/**
 * Writes the modules of every chunk to `.vite/chunk-modules.json`. Vite's manifest names the
 * chunks but not what is inside them; the JavaScript budget (bench/js-budget.ts) reads both to
 * say which module made a page's first visit grow (docs/decisions/066).
 */
export function chunkModules(): Plugin {
  let root = process.cwd();
  return {
    name: 'venuedesk-chunk-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks: ChunkModules = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules = Object.entries(output.modules)
          .filter(([, module]) => module.renderedLength > 0)
          .map(([id, module]) => [moduleName(id, root), module.renderedLength] as const);
        chunks[output.fileName] = Object.fromEntries(modules);
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_MODULES_FILE, source: JSON.stringify(chunks, null, 1) });
    },
  };
}
