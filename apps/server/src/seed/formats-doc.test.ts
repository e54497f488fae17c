import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FORMATS } from '@lp/shared/formats/registry';
import { describe, expect, it } from 'vitest';

const doc = readFileSync(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../docs/FORMATS.md'),
  'utf8',
);

describe('docs/FORMATS.md', () => {
  it('has one row per format, with its exam and default flags as in the registry', () => {
    for (const format of Object.values(FORMATS)) {
      const rows = doc.split('\n').filter((line) => line.includes(`| \`${format.readerType}\` |`));
      expect(rows, format.readerType).toHaveLength(1);
      const [, name, , exam, byDefault] = rows[0]?.split('|').map((cell) => cell.trim()) ?? [];
      expect(name, format.readerType).toBe(format.name);
      expect(exam, format.readerType).toBe(format.examAllowed ? 'yes' : 'no');
      expect(byDefault, format.readerType).toBe(format.enabledByDefault ? 'yes' : 'no');
    }
  });
});
