import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/vite-precompress.ts';

// The `#client/*` and `#shared/*` aliases come from package.json "imports"; Vite resolves them.
export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // The server reads it to preload each public page's chunks with the HTML (src/server/http/page-preloads.ts).
    manifest: true,
  },
  server: {
    proxy: {
      '/api': 'http://localhost:5000',
    },
  },
});
