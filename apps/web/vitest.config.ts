import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { formatIconSpritePlugin } from './format-icon-sprite.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/** The web unit-test project; the root vitest.config.ts lists it, and it also runs standalone. */
export default defineProject({
  root: webRoot,
  plugins: [react(), formatIconSpritePlugin()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Screens load lazily and render the whole shell; on a busy two-core machine that can pass 5 s.
    testTimeout: 15_000,
    // Its published ESM imports directories (./avatar), which only a bundler resolves: let Vite transform it.
    server: { deps: { inline: ['@vierweb/avataaars'] } },
  },
});
