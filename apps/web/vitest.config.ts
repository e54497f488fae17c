import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/** The web unit-test project; the root vitest.config.ts lists it, and it also runs standalone. */
export default defineProject({
  root: webRoot,
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
