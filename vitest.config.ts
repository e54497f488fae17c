import { defineConfig } from 'vitest/config';

// `npm test` runs every project; `npm run test:server` only the server's.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a two-core machine, which left a
    // core idle while a test file's PGlite (in the worker) or jsdom ran. Two keep both busy.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'scripts',
          root: './scripts',
          include: ['*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      './apps/web/vitest.config.ts',
      './tools/bench/vitest.config.ts',
    ],
  },
});
