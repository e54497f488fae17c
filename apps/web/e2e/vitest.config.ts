import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const webRoot = fileURLToPath(new URL('..', import.meta.url));

/** Browser journeys against a real server (see global-setup.ts); `npm run e2e` runs them. */
export default defineConfig({
  root: webRoot,
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['./e2e/global-setup.ts'],
    // One server, one browser at a time: spec files run one after another in a single fork.
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
