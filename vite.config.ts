import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { chunkModules } from './scripts/vite-chunk-modules.ts';
import { compileCatalogs } from './scripts/vite-compile-catalogs.ts';
import { precompress } from './scripts/vite-precompress.ts';

// The `#client/*` and `#shared/*` aliases come from package.json "imports"; Vite resolves them.
export default defineConfig({
  plugins: [compileCatalogs(), react(), tailwindcss(), chunkModules(), precompress()],
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('src/client/lib/react-use-sync-external-store.ts', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // The server reads it to preload each public page's chunks with the HTML (src/server/http/page-preloads.ts),
    // and the JavaScript budget to add up each page's first visit (bench/js-budget.ts).
    manifest: true,
    // Every browser the app supports preloads modules itself (Safari since 17, Firefox since 115);
    // the polyfill would cost the landing page 0.5 KB of its 90 KB budget (docs/decisions/065).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // boot.ts starts the app on the pages the server renders, after their first paint
      // (src/server/http/first-paint.ts, docs/decisions/068); index.html starts it on every other page.
      input: { index: 'index.html', boot: 'src/client/boot.ts' },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:5000',
    },
  },
});
