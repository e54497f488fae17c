import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type ExtractTablesWithRelations, fillPlaceholders, type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { type PgDatabase, PgDialect, type PgQueryResultHKT, type PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

/** The app's connection pool (PGlite or node-postgres): `app.db`. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** What `db.transaction(async (tx) => ...)` hands its callback. */
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  typeof schema,
  ExtractTablesWithRelations<typeof schema>
>;

/**
 * What repos and the services under them take: the pool or an open transaction. Both run the same
 * queries (and `transaction()` opens a savepoint inside a transaction), so a service passes its
 * `tx` straight on, no cast.
 */
export type Db = Database | Transaction;

/** Extensions every PGlite instance loads: the migrations create pg_trgm (search). */
export const PGLITE_EXTENSIONS = { pg_trgm };
export type DatabaseDriver = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  driver: DatabaseDriver;
  /** The raw client, for migrations and the test helpers. */
  client: PGlite | pg.Pool;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres://... ; when absent PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite keeps its files under `<dataDir>/pglite`; absent = in memory. */
  dataDir?: string | undefined;
  /** An already opened PGlite (tests pass a clone of a migrated template). */
  pglite?: PGlite;
  poolSize?: number;
}

/** The one place that decides between embedded PGlite and a PostgreSQL server. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle client losing its connection must not crash the process.
    pool.on('error', () => {});
    const db = drizzleNodePg(pool, { schema, casing: 'snake_case' }) as unknown as Database;
    return { db, driver: 'postgres', client: pool, close: () => pool.end() };
  }
  let client = options.pglite;
  if (!client) {
    let dataDir: string | undefined;
    if (options.dataDir) {
      dataDir = path.join(options.dataDir, 'pglite');
      mkdirSync(dataDir, { recursive: true });
    }
    client = await PGlite.create({ ...(dataDir ? { dataDir } : {}), extensions: PGLITE_EXTENSIONS });
  }
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Database;
  const pglite = client;
  return {
    db,
    driver: 'pglite',
    client: pglite,
    close: async () => {
      if (!pglite.closed) await pglite.close();
    },
  };
}

/** Round-trips one query; used by the health check. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/**
 * Rows of a raw SQL query (for what the query builder cannot say, such as a recursive walk). Both
 * drivers, node-postgres and PGlite, answer `execute` with a result whose `rows` are plain objects.
 */
export async function queryRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * A statement whose text never changes (every value is a parameter, lists as arrays or one JSON
 * document): node-postgres prepares it once per connection under its name, so later runs skip
 * parsing and planning, and no query builder runs per call. PGlite runs the text as it is.
 */
export interface Statement {
  name: string;
  text: string;
}

/**
 * A statement written with the query builder and built into its fixed text once, when the module
 * loads: the values it takes each run are `sql.placeholder(name)`s, so no query builder runs per
 * request (building the text took about a tenth of a learner read's CPU).
 */
export interface BuiltStatement extends Statement {
  /** The built parameters: placeholders, filled by name each run, and constants. */
  params: unknown[];
}

export function buildStatement(name: string, query: SQL): BuiltStatement {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { name, text, params };
}

/** Rows of a built statement, its placeholders filled from `values`. */
export function runBuilt<Row>(
  db: Db,
  statement: BuiltStatement,
  values: Record<string, unknown>,
): Promise<Row[]> {
  return runStatement<Row>(db, statement, fillPlaceholders(statement.params, values));
}

/** Rows of a fixed-text statement, run on the pool or inside the caller's transaction. */
export async function runStatement<Row>(db: Db, statement: Statement, params: unknown[]): Promise<Row[]> {
  const prepared = db._.session.prepareQuery(
    { sql: statement.text, params },
    undefined,
    statement.name,
    false,
  );
  const result = (await prepared.execute()) as { rows: Row[] };
  return result.rows;
}
