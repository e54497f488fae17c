import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const apiPort = process.env.API_PORT ?? '3000';

/** A feature's or the formats' public index.ts: re-exports only, never code that runs on import. */
const PUBLIC_INDEX = /\/src\/(features\/[^/]+|formats)\/index\.ts$/;

/**
 * Features and formats are reached through their index.ts. Telling the bundler those files have no
 * side effects lets a page load only what it uses of a feature rather than everything its index
 * names (without it, the first screen grows by every lazy page's helpers that an index lists).
 */
const publicIndexesWithoutSideEffects: Plugin = {
  name: 'public-indexes-without-side-effects',
  config: () => ({
    build: { rolldownOptions: { treeshake: { moduleSideEffects: (id: string) => !PUBLIC_INDEX.test(id) } } },
  }),
};

export default defineConfig({
  root: webRoot,
  plugins: [react(), publicIndexesWithoutSideEffects],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    rolldownOptions: {
      input: {
        index: path.join(webRoot, 'index.html'),
        // The SCORM player, served by the server's content listener only (see docs/formats/scorm.md).
        'scorm-player': path.join(webRoot, 'scorm-player.html'),
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: `http://localhost:${apiPort}`, changeOrigin: true },
    },
  },
});
