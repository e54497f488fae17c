import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from './schema';
import { OWNERSHIP_EXCEPTIONS, TABLE_OWNERS } from './table-owners';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** modules/<name>/... -> <name> (content/formats/<name> for a format); jobs, seed, ... for the rest. */
function moduleOf(file: string): string {
  const parts = path.relative(SRC, file).split(path.sep);
  if (parts[0] !== 'modules') return parts[0] ?? '';
  if (parts[1] === 'content' && parts[2] === 'formats') return `content/formats/${parts[3]}`;
  return parts[1] ?? '';
}

/** The tables a file writes: `.insert(t)`, `.update(t)`, `.delete(t)` on a db/schema import. */
function writesIn(source: string): { verb: string; table: string }[] {
  const local = new Map<string, string>();
  for (const [, names] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'[./]*db\/schema'/g)) {
    for (const spec of (names ?? '').split(',')) {
      const [name, alias] = spec
        .replace(/^\s*type\s+/, '')
        .trim()
        .split(/\s+as\s+/);
      if (name) local.set(alias ?? name, name);
    }
  }
  return [...source.matchAll(/\.(insert|update|delete)\(\s*([A-Za-z_$][\w$]*)\s*\)/g)].flatMap(
    ([, verb, name]) => {
      const table = local.get(name ?? '');
      return verb && table ? [{ verb, table }] : [];
    },
  );
}

describe('table ownership', () => {
  it('names an owner for every table, and only for tables', () => {
    const tables = Object.entries(schema)
      .filter(([, value]) => is(value, PgTable))
      .map(([name]) => name)
      .sort();
    expect(Object.keys(TABLE_OWNERS).sort()).toEqual(tables);
  });

  it('finds writes through imported and aliased tables', () => {
    const source = `import { courses, leaderboardScores as ls, type UserRow } from '../../db/schema';
      db.insert(courses).values(v); db.update(ls).set(s); keys.delete(key);`;
    expect(writesIn(source)).toEqual([
      { verb: 'insert', table: 'courses' },
      { verb: 'update', table: 'leaderboardScores' },
    ]);
  });

  it('lets only the owner write a table, apart from the listed exceptions', () => {
    const allowed = new Set(OWNERSHIP_EXCEPTIONS.map((e) => `${e.table}:${e.writer}`));
    const strays: string[] = [];
    const used = new Set<string>();
    for (const file of sourceFiles(SRC)) {
      const writer = moduleOf(file);
      if (writer === 'test' || writer === 'db') continue;
      for (const { verb, table } of writesIn(readFileSync(file, 'utf8'))) {
        const owner = TABLE_OWNERS[table as keyof typeof TABLE_OWNERS];
        if (owner === writer) continue;
        if (allowed.has(`${table}:${writer}`)) used.add(`${table}:${writer}`);
        else strays.push(`${path.relative(SRC, file)} ${verb}s ${table} (owned by ${owner})`);
      }
    }
    expect(strays).toEqual([]);
    // An exception nobody needs any more is taken off the list.
    expect([...allowed].filter((key) => !used.has(key))).toEqual([]);
  });
});
