import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { type Config, testConfig } from '../config';
import { type DatabaseHandle, openDatabase, PGLITE_EXTENSIONS } from '../db/client';
import { databaseUrlFor } from './database-url';

/**
 * A fresh, migrated database for one test file: a clone of the run's PGlite template, or with
 * TEST_DATABASE_URL a new PostgreSQL database copied from the run's template database.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const postgres = inject('postgres');
  if (!postgres) {
    const template = readFileSync(inject('pgliteTemplate'));
    const pglite = await PGlite.create({ loadDataDir: new Blob([template]), extensions: PGLITE_EXTENSIONS });
    return openDatabase({ pglite });
  }
  return (await createPostgresTestDatabase()).handle;
}

/** A new PostgreSQL database copied from the run's template, with its URL (for server processes). */
export async function createPostgresTestDatabase(): Promise<{ handle: DatabaseHandle; url: string }> {
  const postgres = inject('postgres');
  if (!postgres) throw new Error('createPostgresTestDatabase needs TEST_DATABASE_URL');
  const name = `${postgres.runPrefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgres.adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${postgres.templateDb}"`);
  } finally {
    await admin.end();
  }
  const url = databaseUrlFor(postgres.adminUrl, name);
  return { handle: await openDatabase({ databaseUrl: url, poolSize: 4 }), url };
}

/** The whole product on a fresh database, not listening; use `app.inject()`. */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<FastifyInstance> {
  const database = await createTestDatabase();
  return buildApp(testConfig(overrides), { database });
}
