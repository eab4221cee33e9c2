import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { format, resolveConfig } from 'prettier';
import { CHUNK_MODULES_FILE, type ChunkModules } from '../scripts/vite-chunk-modules.ts';

/**
 * The JavaScript a first visit to a page downloads, from the built client (docs/decisions/066):
 * the entry's chunk and the chunks it imports statically, then the route's own chunks and theirs,
 * each gzipped at level 9 as a browser would receive it. Dynamic imports (a dialog, the toaster)
 * load later and do not count. `bench/js-budgets.json` holds each page's limit and the chunk
 * sizes at the time it was set, which a failure compares with to name what grew.
 */

/** A chunk of Vite's manifest (dist/client/.vite/manifest.json), as far as the budget reads it. */
export interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface RouteBudget {
  /** The page, as a person would name it. */
  name: string;
  /** Where it opens. */
  path: string;
  /** Manifest keys of what the route loads besides the entry (its page, the query client…). */
  loads: string[];
  /** The most gzip JavaScript its first visit may download, in KB of 1024 bytes. */
  limitKb: number;
  /** Each chunk's gzip KB when the limit was last set, by chunk label. */
  baseline: Record<string, number>;
}

export interface Build {
  manifest: Manifest;
  chunkModules: ChunkModules;
  gzipBytes: (file: string) => number;
}

export interface MeasuredChunk {
  /** A name that survives rebuilds: the source the chunk is built from, or its largest module. */
  label: string;
  file: string;
  gzipBytes: number;
  /** Its modules and their bytes before minifying, largest first. */
  modules: [string, number][];
}

export interface MeasuredRoute {
  budget: RouteBudget;
  chunks: MeasuredChunk[];
  totalBytes: number;
}

export const BUDGETS_FILE = path.join(import.meta.dirname, 'js-budgets.json');

export function readBudgets(file = BUDGETS_FILE): RouteBudget[] {
  return JSON.parse(readFileSync(file, 'utf8')) as RouteBudget[];
}

/** The built client in `clientDir` (run `npm run build` first). */
export function readBuild(clientDir: string): Build {
  const manifestPath = path.join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: run \`npm run build\` first`);
  const modulesPath = path.join(clientDir, CHUNK_MODULES_FILE);
  const sizes = new Map<string, number>();
  return {
    manifest: JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest,
    chunkModules: existsSync(modulesPath) ? (JSON.parse(readFileSync(modulesPath, 'utf8')) as ChunkModules) : {},
    gzipBytes(file) {
      let size = sizes.get(file);
      if (size === undefined) {
        size = gzipSync(readFileSync(path.join(clientDir, file)), { level: 9 }).length;
        sizes.set(file, size);
      }
      return size;
    },
  };
}

/**
 * The chunks of index.html's entry and then each of `loads` with its static imports, each chunk
 * once, by manifest key. The boot script of the pages the server renders is an entry of its own,
 * which a route that loads it names in `loads`.
 */
export function firstVisitChunks(manifest: Manifest, loads: string[]): string[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry && key.endsWith('.html'));
  const seen = new Set<string>();
  const visit = (key: string, from: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${from} names ${key}, which the build's manifest does not have`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported, key);
  };
  for (const key of entries) visit(key, 'the manifest');
  for (const key of loads) visit(key, path.basename(BUDGETS_FILE));
  return [...seen];
}

function chunkLabel(key: string, chunk: ManifestChunk, modules: [string, number][]): string {
  // Keys of shared chunks start with `_` and carry the file's hash; name those by what they hold.
  if (!key.startsWith('_')) return key;
  return modules[0]?.[0] ?? chunk.name ?? chunk.file;
}

export function measureRoute(build: Build, budget: RouteBudget): MeasuredRoute {
  const chunks = firstVisitChunks(build.manifest, budget.loads).map((key): MeasuredChunk => {
    const chunk = build.manifest[key]!;
    const modules = Object.entries(build.chunkModules[chunk.file] ?? {}).sort((a, b) => b[1] - a[1]);
    return {
      label: chunkLabel(key, chunk, modules),
      file: chunk.file,
      gzipBytes: build.gzipBytes(chunk.file),
      modules,
    };
  });
  return { budget, chunks, totalBytes: chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0) };
}

/**
 * Packages no client chunk may hold, lazy or not: Lingui's ICU MessageFormat compiler, its parser
 * and its lexer (about 7 KB gzip). The build compiles the catalogs instead
 * (scripts/vite-compile-catalogs.ts, docs/decisions/068).
 */
export const KEPT_OUT_OF_THE_CLIENT = [
  'node_modules/@lingui/message-utils/',
  'node_modules/@messageformat/parser/',
  'node_modules/moo/',
];

/** Each module of a package kept out of the client that a built chunk holds, as `chunk: module`. */
export function modulesKeptOut(build: Build, packages = KEPT_OUT_OF_THE_CLIENT): string[] {
  const chunks = Object.entries(build.chunkModules);
  if (chunks.length === 0) throw new Error(`The build has no ${CHUNK_MODULES_FILE}: run \`npm run build\` again`);
  return chunks.flatMap(([file, modules]) =>
    Object.keys(modules)
      .filter((module) => packages.some((name) => module.startsWith(name)))
      .map((module) => `${file}: ${module}`),
  );
}

/**
 * A catalog part in a language other than English (`src/shared/i18n/catalogs/<part>.es.ts`): a
 * page's first visit carries its English messages only, and loads another language's in a chunk
 * of its own when it is chosen (docs/decisions/076).
 */
const OTHER_LANGUAGE_PART = /^src\/shared\/i18n\/catalogs\/[^/]+\.(?!en\.)[a-z]{2}\.ts$/;

/**
 * Other-language parts a first visit may carry: the portal header's four plain texts, drawn by
 * the signed-in shell in the page's language without the message runtime (docs/decisions/071).
 */
export const OTHER_LANGUAGES_ALLOWED = ['src/shared/i18n/catalogs/portal-header.es.ts'];

/** Each catalog part in another language than English that the route's first visit downloads, as `chunk: module`. */
export function otherLanguagesOnFirstVisit(route: MeasuredRoute, allowed = OTHER_LANGUAGES_ALLOWED): string[] {
  return route.chunks.flatMap((chunk) =>
    chunk.modules
      .map(([module]) => module)
      .filter((module) => OTHER_LANGUAGE_PART.test(module) && !allowed.includes(module))
      .map((module) => `${chunk.file}: ${module}`),
  );
}

/**
 * Each catalog part in another language than English that a page of the app loads with its
 * module, budgeted or not (the pay page, the shared calendar, accept-invite, verify-email…), as
 * `page: chunk: module`: each page's module in the manifest, with the entry and their static imports.
 */
export function pagesCarryingOtherLanguages(build: Build, allowed = OTHER_LANGUAGES_ALLOWED): string[] {
  const pages = Object.keys(build.manifest).filter((key) => /^src\/client\/pages\/[^/]+\.tsx$/.test(key));
  return pages.flatMap((page) =>
    firstVisitChunks(build.manifest, [page]).flatMap((key) => {
      const file = build.manifest[key]!.file;
      return Object.keys(build.chunkModules[file] ?? {})
        .filter((module) => OTHER_LANGUAGE_PART.test(module) && !allowed.includes(module))
        .map((module) => `${page}: ${file}: ${module}`);
    }),
  );
}

/** The files of the built chunks that hold a catalog part in another language than English. */
export function otherLanguageChunks(build: Build): string[] {
  return Object.entries(build.chunkModules)
    .filter(([, modules]) => Object.keys(modules).some((module) => OTHER_LANGUAGE_PART.test(module)))
    .map(([file]) => file);
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** One row per chunk: gzip KB now, at the baseline, and the change. */
export function formatRoute({ budget, chunks, totalBytes }: MeasuredRoute): string {
  const rows = [...chunks]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map((chunk) => {
      const was = budget.baseline[chunk.label];
      const change = was === undefined ? 'new' : signedKb(chunk.gzipBytes / 1024 - was);
      return `${kb(chunk.gzipBytes).padStart(7)} ${(was?.toFixed(1) ?? '-').padStart(7)} ${change.padStart(7)}  ${chunk.label}  (${chunk.file})`;
    });
  const gone = Object.keys(budget.baseline).filter((label) => !chunks.some((chunk) => chunk.label === label));
  for (const label of gone)
    rows.push(`${'-'.padStart(7)} ${budget.baseline[label]!.toFixed(1).padStart(7)} ${'gone'.padStart(7)}  ${label}`);
  return [
    `${budget.name} (${budget.path}): ${kb(totalBytes)} KB gzip JavaScript on a first visit, limit ${budget.limitKb.toFixed(1)} KB`,
    `${'KB'.padStart(7)} ${'was'.padStart(7)} ${'change'.padStart(7)}  chunk`,
    ...rows,
  ].join('\n');
}

function signedKb(change: number): string {
  if (Math.abs(change) < 0.05) return '';
  return `${change > 0 ? '+' : ''}${change.toFixed(1)}`;
}

/** The chunks that are new since the baseline or larger than it (beyond its rounding), each with its largest modules. */
export function describeGrowth({ budget, chunks }: MeasuredRoute, modulesShown = 5): string {
  const grown = chunks.filter((chunk) => {
    const was = budget.baseline[chunk.label];
    return was === undefined || chunk.gzipBytes / 1024 - was >= 0.05;
  });
  if (grown.length === 0) return `${budget.name}: no chunk grew since the baseline; the limit is lower than it.`;
  const lines = grown.map((chunk) => {
    const was = budget.baseline[chunk.label];
    const change =
      was === undefined ? `new, ${kb(chunk.gzipBytes)} KB` : `${was.toFixed(1)} → ${kb(chunk.gzipBytes)} KB`;
    const largest = chunk.modules
      .slice(0, modulesShown)
      .map(([name, bytes]) => `      ${kb(bytes).padStart(7)} KB unminified  ${name}`);
    return [`  ${chunk.label} (${chunk.file}): ${change}`, ...largest].join('\n');
  });
  return [`What grew on the ${budget.name} since the baseline:`, ...lines].join('\n');
}

/** Each chunk's gzip KB, to the tenth, as the baseline of `bench/js-budgets.json` stores them. */
export function baselineOf({ chunks }: MeasuredRoute): Record<string, number> {
  return Object.fromEntries(chunks.map((chunk) => [chunk.label, Math.round((chunk.gzipBytes / 1024) * 10) / 10]));
}

/** Writes the budgets back as Prettier would, so `npm run lint` stays clean. */
export async function writeBudgets(budgets: RouteBudget[], file = BUDGETS_FILE): Promise<void> {
  const options = { ...(await resolveConfig(file)), filepath: file };
  writeFileSync(file, await format(JSON.stringify(budgets), options));
}
