import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { signedInStartChunks, startupChunk } from './chunk-groups.ts';
import { formatIconSpritePlugin } from './format-icon-sprite.ts';

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

/**
 * react-router 7's package exports name only its development build (dev warnings on), so bundles
 * carried it; its production build ships beside it in the same package.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command, mode }) => ({
  root: webRoot,
  plugins: [
    react(),
    publicIndexesWithoutSideEffects,
    startupChunk(),
    signedInStartChunks(mode),
    formatIconSpritePlugin(),
  ],
  resolve:
    command === 'build' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  build: {
    outDir: 'dist',
    // The survey pass only records which modules the signed-in `/` loads (see chunk-groups.ts).
    write: mode !== 'survey',
    assetsDir: 'assets',
    // Every browser the app supports preloads modules itself (Safari from 17); one that does not
    // still loads them, on demand.
    modulePreload: { polyfill: false },
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
}));
