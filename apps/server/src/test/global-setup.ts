import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, PGLITE_EXTENSIONS } from '../db/client';
import { runMigrations } from '../db/migrate';
import { databaseUrlFor } from './database-url';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated PGlite data directory, cloned by every test file. */
    pgliteTemplate: string;
    /** With TEST_DATABASE_URL: the admin URL and the migrated template database of this run. */
    postgres: { adminUrl: string; templateDb: string; runPrefix: string } | null;
  }
}

/** Migrates once per run; each test file then clones the result (see test/app.ts). */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) return setupPostgres(project, adminUrl);

  const dir = mkdtempSync(path.join(tmpdir(), 'lp-test-'));
  const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const handle = await openDatabase({ pglite });
  await runMigrations(handle);
  const dump = await pglite.dumpDataDir('none');
  await handle.close();
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('postgres', null);
  return () => rmSync(dir, { recursive: true, force: true });
}

async function setupPostgres(project: TestProject, adminUrl: string) {
  const runPrefix = `lp_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const templateDb = `${runPrefix}_template`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${templateDb}"`);
  const handle = await openDatabase({ databaseUrl: databaseUrlFor(adminUrl, templateDb), poolSize: 1 });
  await runMigrations(handle);
  await handle.close();
  project.provide('pgliteTemplate', '');
  project.provide('postgres', { adminUrl, templateDb, runPrefix });

  return async () => {
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`${runPrefix}%`],
    );
    for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
    await admin.end();
  };
}
