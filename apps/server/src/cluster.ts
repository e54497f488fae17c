import cluster from 'node:cluster';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { isEmptyDatabase, seedDemo } from './seed/demo';

const RESTART_DELAY_MS = 1000;

/** Whether this process should fork workers rather than serve: several wanted, on PostgreSQL. */
export function shouldFork(config: Config): boolean {
  if (config.webConcurrency <= 1 || !cluster.isPrimary) return false;
  if (!config.databaseUrl) {
    console.warn('WEB_CONCURRENCY is ignored without DATABASE_URL: PGlite runs in one process.');
    return false;
  }
  return true;
}

/**
 * The primary of `npm start` with WEB_CONCURRENCY=N on PostgreSQL: migrates and seeds once (so the
 * workers do not race to seed the demo team), then runs N workers that share the ports, restarts a
 * worker that dies, and passes SIGTERM/SIGINT on so each finishes its in-flight requests.
 * Everything the workers must agree on lives in PostgreSQL (sessions, the LISTEN/NOTIFY channels,
 * job claims) or, with REDIS_URL, in Redis (rate-limit counters).
 */
export async function runPrimary(config: Config, printSeed: (lines: string) => void): Promise<void> {
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await runMigrations(handle);
    if (config.seedDemo && (await isEmptyDatabase(handle.db))) {
      const credentials = await seedDemo(handle.db, config);
      printSeed(
        credentials.map((c) => `  ${c.role.padEnd(11)} ${c.username.padEnd(16)} ${c.password}`).join('\n'),
      );
    }
  } finally {
    await handle.close();
  }

  let stopping = false;
  const fork = () => cluster.fork({ SEED_DEMO: 'false' });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(
      `worker ${worker.process.pid} ${signal ? `killed by ${signal}` : `exited with ${code}`}; restarting`,
    );
    setTimeout(fork, RESTART_DELAY_MS).unref();
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    });
  }
  for (let i = 0; i < config.webConcurrency; i++) fork();
  console.log(`Started ${config.webConcurrency} server processes (WEB_CONCURRENCY) on PostgreSQL`);
}
