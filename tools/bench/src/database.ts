import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** Where the product and the baseline keep their data for this run. */
export interface BenchDatabase {
  /** The database both servers use on PostgreSQL; undefined = each server gets its own PGlite. */
  url: string | undefined;
  /** Human-readable, for the report. */
  description: string;
  /** A fresh, empty directory (PGlite files, JWT secret, demo credentials). */
  newDataDir(label: string): Promise<string>;
  /** Drops the bench database and removes the temp directories. */
  dispose(): Promise<void>;
}

/**
 * With an admin URL, creates `bench_<timestamp>` on that server so the product's migrations and demo
 * seed never touch an existing database; without one, the servers run on PGlite in temp directories.
 */
export async function prepareDatabase(
  adminUrl: string | undefined,
  repoRoot: string,
): Promise<BenchDatabase> {
  const dirs: string[] = [];
  const newDataDir = async (label: string) => {
    const dir = await mkdtemp(path.join(tmpdir(), `lp-bench-${label}-`));
    dirs.push(dir);
    return dir;
  };
  const removeDirs = async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  };

  if (!adminUrl) {
    const version = await pgliteVersion(repoRoot);
    return {
      url: undefined,
      description: `pglite (embedded PGlite${version ? ` ${version}` : ''}, one file-backed instance per server in a fresh temp dir)`,
      newDataDir,
      dispose: removeDirs,
    };
  }

  const name = `bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  let serverVersion: string;
  try {
    serverVersion = String((await admin.query('show server_version')).rows[0]?.server_version ?? '?');
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const where = `${url.hostname}${url.port ? `:${url.port}` : ''}`;

  return {
    url: url.toString(),
    description: `postgres (PostgreSQL ${serverVersion} at ${where} via node-postgres, fresh database ${name})`,
    newDataDir,
    dispose: async () => {
      await removeDirs();
      await dropDatabase(adminUrl, name);
    },
  };
}

async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // The servers are stopped by now; this only clears connections a killed child may have left behind.
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
    await admin.query(`drop database if exists "${name}"`);
    console.error(`[bench] dropped database ${name}`);
  } finally {
    await admin.end();
  }
}

async function pgliteVersion(repoRoot: string): Promise<string | undefined> {
  try {
    const file = path.join(repoRoot, 'node_modules/@electric-sql/pglite/package.json');
    const { version } = JSON.parse(await readFile(file, 'utf8')) as { version?: string };
    return version;
  } catch {
    return undefined;
  }
}
