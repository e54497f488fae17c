import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { countLines, MAX_LINES, oversizedFiles } from './check-file-size.mjs';

const lines = (count: number) => 'const x = 1;\n'.repeat(count);

describe('check-file-size', () => {
  let root: string;
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'file-size-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('counts lines with or without a final newline', () => {
    expect(countLines('')).toBe(0);
    expect(countLines('a')).toBe(1);
    expect(countLines('a\nb\n')).toBe(2);
    expect(countLines('a\nb')).toBe(2);
  });

  it('reports hand-written sources past the limit, longest first', () => {
    write('apps/server/src/modules/progress/ingest.ts', lines(MAX_LINES + 32));
    write('apps/web/src/features/home/Home.tsx', lines(MAX_LINES + 1));
    write('apps/web/e2e/journey.e2e.ts', lines(MAX_LINES + 5));
    write('packages/shared/src/builder.ts', lines(MAX_LINES));
    write('tools/bench/src/run.ts', lines(MAX_LINES + 2));
    write('scripts/start.mjs', lines(MAX_LINES + 3));

    expect(oversizedFiles(root)).toEqual([
      { file: 'apps/server/src/modules/progress/ingest.ts', lines: MAX_LINES + 32 },
      { file: 'apps/web/e2e/journey.e2e.ts', lines: MAX_LINES + 5 },
      { file: 'scripts/start.mjs', lines: MAX_LINES + 3 },
      { file: 'tools/bench/src/run.ts', lines: MAX_LINES + 2 },
      { file: 'apps/web/src/features/home/Home.tsx', lines: MAX_LINES + 1 },
    ]);
  });

  it('skips generated and installed files and data', () => {
    write('apps/server/src/db/migrations/0001_init.sql', lines(900));
    write('apps/server/src/db/migrations/meta/0001_snapshot.json', lines(900));
    write('apps/web/src/i18n/locales/common/en.json', lines(900));
    write('apps/web/src/features/home/__snapshots__/Home.test.tsx.snap', lines(900));
    write('tools/bench/node_modules/autocannon/index.js', lines(900));
    write('apps/web/dist/assets/index.js', lines(900));
    write('apps/web/vite.config.ts', lines(900));
    write('package-lock.json', lines(900));

    expect(oversizedFiles(root)).toEqual([]);
  });
});
