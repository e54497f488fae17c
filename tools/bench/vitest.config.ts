import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

const benchRoot = fileURLToPath(new URL('.', import.meta.url));

/** The bench unit-test project (report formatting, options); runs standalone with `--root tools/bench`. */
export default defineProject({
  root: benchRoot,
  test: {
    name: 'bench',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
