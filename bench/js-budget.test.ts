import { describe, expect, it } from 'vitest';
import { moduleName } from '../scripts/vite-chunk-modules.ts';
import {
  baselineOf,
  describeGrowth,
  firstVisitChunks,
  formatRoute,
  measureRoute,
  modulesKeptOut,
  otherLanguagesOnFirstVisit,
  pagesCarryingOtherLanguages,
  type Build,
  type RouteBudget,
} from './js-budget.ts';

/** A built client in miniature: an entry, a landing page, a shared chunk, a lazy dialog. */
function makeBuild(gzipKb: Record<string, number>): Build {
  return {
    manifest: {
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-2.js'] },
      '_react-2.js': { file: 'assets/react-2.js', name: 'react' },
      '_utils-3.js': { file: 'assets/utils-3.js', name: 'utils', imports: ['_react-2.js'] },
      'src/client/pages/landing-page.tsx': {
        file: 'assets/landing-page-4.js',
        imports: ['_utils-3.js', '_react-2.js'],
      },
      'src/client/pages/settings-page.tsx': { file: 'assets/settings-page-5.js', imports: ['_react-2.js'] },
    },
    chunkModules: {
      'assets/index-1.js': {
        'node_modules/react-dom/cjs/react-dom-client.production.js': 180_000,
        'src/client/main.tsx': 300,
      },
      'assets/react-2.js': { 'node_modules/react/cjs/react.production.js': 7_000 },
      'assets/utils-3.js': {
        'node_modules/clsx/dist/clsx.mjs': 400,
        'node_modules/tailwind-merge/dist/bundle-mjs.mjs': 25_000,
      },
      'assets/landing-page-4.js': { 'src/client/pages/landing-page.tsx': 9_000 },
    },
    gzipBytes: (file) => Math.round((gzipKb[file] ?? 0) * 1024),
  };
}

const sizes = {
  'assets/index-1.js': 64,
  'assets/react-2.js': 3,
  'assets/utils-3.js': 8.7,
  'assets/landing-page-4.js': 4.2,
  'assets/settings-page-5.js': 50,
};

function landing(baseline: Record<string, number>, limitKb = 90): RouteBudget {
  return { name: 'landing page', path: '/', loads: ['src/client/pages/landing-page.tsx'], limitKb, baseline };
}

describe('the chunks of a first visit', () => {
  it('are the entry and the page with their static imports, each once, and no other page', () => {
    expect(firstVisitChunks(makeBuild(sizes).manifest, ['src/client/pages/landing-page.tsx'])).toEqual([
      'index.html',
      '_react-2.js',
      'src/client/pages/landing-page.tsx',
      '_utils-3.js',
    ]);
  });

  it('are refused when the budget names a chunk the build does not have', () => {
    expect(() => firstVisitChunks(makeBuild(sizes).manifest, ['src/client/pages/gone-page.tsx'])).toThrow(
      'names src/client/pages/gone-page.tsx, which the build',
    );
  });

  it('add up to the gzip size of the visit, each named by its source or its largest module', () => {
    const measured = measureRoute(makeBuild(sizes), landing({}));
    expect(measured.totalBytes).toBe(
      Math.round(64 * 1024) + 3 * 1024 + Math.round(8.7 * 1024) + Math.round(4.2 * 1024),
    );
    expect(measured.chunks.map((chunk) => chunk.label)).toEqual([
      'index.html',
      'node_modules/react/cjs/react.production.js',
      'src/client/pages/landing-page.tsx',
      'node_modules/tailwind-merge/dist/bundle-mjs.mjs',
    ]);
  });
});

describe('the report', () => {
  const baseline = {
    'index.html': 64,
    'node_modules/react/cjs/react.production.js': 3,
    'src/client/pages/landing-page.tsx': 3.9,
    'src/client/components/public-layout.tsx': 1.7,
  };

  it('lists every chunk with its size, the baseline and the change, largest first', () => {
    const table = formatRoute(measureRoute(makeBuild(sizes), landing(baseline)));
    expect(table.split('\n')).toEqual([
      'landing page (/): 79.9 KB gzip JavaScript on a first visit, limit 90.0 KB',
      '     KB     was  change  chunk',
      '   64.0    64.0          index.html  (assets/index-1.js)',
      '    8.7       -     new  node_modules/tailwind-merge/dist/bundle-mjs.mjs  (assets/utils-3.js)',
      '    4.2     3.9    +0.3  src/client/pages/landing-page.tsx  (assets/landing-page-4.js)',
      '    3.0     3.0          node_modules/react/cjs/react.production.js  (assets/react-2.js)',
      '      -     1.7    gone  src/client/components/public-layout.tsx',
    ]);
  });

  it('names the chunks that are new or grew, with their largest modules, and not the others', () => {
    const growth = describeGrowth(measureRoute(makeBuild(sizes), landing(baseline, 75)));
    expect(growth).toContain('node_modules/tailwind-merge/dist/bundle-mjs.mjs (assets/utils-3.js): new, 8.7 KB');
    expect(growth).toContain('24.4 KB unminified  node_modules/tailwind-merge/dist/bundle-mjs.mjs');
    expect(growth).toContain('src/client/pages/landing-page.tsx (assets/landing-page-4.js): 3.9 → 4.2 KB');
    expect(growth).not.toContain('index.html');
    expect(growth).not.toContain('react.production');
  });

  it('says so when nothing grew and the limit was set below the baseline', () => {
    const measured = measureRoute(makeBuild(sizes), landing({}, 50));
    expect(describeGrowth({ ...measured, budget: { ...measured.budget, baseline: baselineOf(measured) } })).toBe(
      'landing page: no chunk grew since the baseline; the limit is lower than it.',
    );
  });
});

describe('the message compiler', () => {
  it('is found in any client chunk that holds it, lazy ones too', () => {
    const build = makeBuild(sizes);
    build.chunkModules['assets/settings-page-5.js'] = {
      'src/client/pages/settings-page.tsx': 5_000,
      'node_modules/@lingui/message-utils/dist/compileMessage.mjs': 9_000,
      'node_modules/moo/moo.js': 12_000,
      'node_modules/@messageformat/parser/lib/parser.js': 8_000,
    };
    expect(modulesKeptOut(build)).toEqual([
      'assets/settings-page-5.js: node_modules/@lingui/message-utils/dist/compileMessage.mjs',
      'assets/settings-page-5.js: node_modules/moo/moo.js',
      'assets/settings-page-5.js: node_modules/@messageformat/parser/lib/parser.js',
    ]);
  });

  it('is not found in a build without it, such as one with only Lingui’s runtime', () => {
    const build = makeBuild(sizes);
    build.chunkModules['assets/settings-page-5.js'] = { 'node_modules/@lingui/core/dist/index.mjs': 6_000 };
    expect(modulesKeptOut(build)).toEqual([]);
  });

  it('cannot be looked for in a build that does not say what its chunks hold', () => {
    expect(() => modulesKeptOut({ ...makeBuild(sizes), chunkModules: {} })).toThrow('chunk-modules.json');
  });
});

describe('module names in the build', () => {
  it('start at node_modules/ for a package, wherever it is installed', () => {
    expect(moduleName('/work/main/node_modules/react-dom/cjs/react-dom.production.js', '/work/wt-b')).toBe(
      'node_modules/react-dom/cjs/react-dom.production.js',
    );
  });

  it('are relative to the project for its own files, and lose a virtual module’s marker', () => {
    expect(moduleName('/work/wt-b/src/client/main.tsx', '/work/wt-b')).toBe('src/client/main.tsx');
    expect(moduleName('\0vite/preload-helper.js', '/work/wt-b')).toBe('vite/preload-helper.js');
  });
});

describe('the languages of a first visit (docs/decisions/076)', () => {
  it('name each catalog part in another language than English that the page’s chunks carry', () => {
    const build = makeBuild(sizes);
    build.chunkModules['assets/landing-page-4.js'] = {
      'src/client/pages/landing-page.tsx': 9_000,
      'src/shared/i18n/catalogs/landing.en.ts': 2_000,
      'src/shared/i18n/catalogs/landing.es.ts': 2_100,
      'src/shared/i18n/catalogs/portal-header.es.ts': 250,
    };
    expect(otherLanguagesOnFirstVisit(measureRoute(build, landing({})))).toEqual([
      'assets/landing-page-4.js: src/shared/i18n/catalogs/landing.es.ts',
    ]);
  });

  it('leave out what loads later: a lazy page’s Spanish is not the first visit’s', () => {
    const build = makeBuild(sizes);
    build.chunkModules['assets/settings-page-5.js'] = { 'src/shared/i18n/catalogs/settings.es.ts': 2_000 };
    expect(otherLanguagesOnFirstVisit(measureRoute(build, landing({})))).toEqual([]);
  });

  it('are looked for on every page of the app, budgeted or not, lazy chunks aside', () => {
    const build = makeBuild(sizes);
    build.chunkModules['assets/settings-page-5.js'] = {
      'src/client/pages/settings-page.tsx': 5_000,
      'src/shared/i18n/catalogs/settings.es.ts': 2_000,
    };
    expect(pagesCarryingOtherLanguages(build)).toEqual([
      'src/client/pages/settings-page.tsx: assets/settings-page-5.js: src/shared/i18n/catalogs/settings.es.ts',
    ]);
    build.chunkModules['assets/settings-page-5.js'] = { 'src/client/pages/settings-page.tsx': 5_000 };
    build.chunkModules['assets/settings-es-6.js'] = { 'src/shared/i18n/catalogs/settings.es.ts': 2_000 };
    expect(pagesCarryingOtherLanguages(build)).toEqual([]);
  });
});
