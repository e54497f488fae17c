export interface BenchOptions {
  /** Measured seconds per scenario. */
  durationSeconds: number;
  /** Unmeasured seconds per scenario before the measured run (lets the JIT and the pools settle). */
  warmupSeconds: number;
  connections: number;
  /** postgres://… of an existing server; the bench creates (and drops) its own database there. */
  adminDatabaseUrl: string | undefined;
  /** Learners seeded into the `loadtest` team for the learner scenarios; 0 skips them. */
  learners: number;
  /** Learners of the `boards` team (ten ledger entries each); 0 skips the leaderboard scenarios. */
  boardLearners: number;
  /** Learners of the `analyticsbench` course (issue 14's analytics reads and export); 0 skips them. */
  analyticsLearners: number;
  /**
   * `analytics`: only the analytics scenarios (no other fixtures, no baseline or learner scenarios).
   * `ingest`: only `POST activity/submit_queue` (the loadtest team of 1,000 learners, whose 500
   * odd-numbered ones are the ingestion learners; no baseline, read, board or analytics scenarios).
   * `reads`: the baselines, health, the learner read scenarios and the leaderboards (no submit_queue,
   * no analytics).
   */
  only: BenchOnly | undefined;
}

export const BENCH_ONLY_VALUES = ['analytics', 'ingest', 'reads'] as const;
export type BenchOnly = (typeof BENCH_ONLY_VALUES)[number];

export class OptionsError extends Error {}

function integerFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new OptionsError(`${name} must be an integer >= ${min}, got "${raw}"`);
  }
  return value;
}

export function readOptions(env: NodeJS.ProcessEnv): BenchOptions {
  const url = env.DATABASE_URL?.trim() || undefined;
  if (url && !/^postgres(ql)?:\/\//.test(url)) {
    throw new OptionsError('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const raw = env.BENCH_ONLY?.trim() || undefined;
  if (raw !== undefined && !(BENCH_ONLY_VALUES as readonly string[]).includes(raw)) {
    throw new OptionsError(`BENCH_ONLY must be "analytics", "ingest" or "reads", got "${raw}"`);
  }
  const only = raw as BenchOnly | undefined;
  const learnerReads = only === undefined || only === 'reads';
  return {
    durationSeconds: integerFromEnv(env, 'BENCH_DURATION', 10, 1),
    warmupSeconds: integerFromEnv(env, 'BENCH_WARMUP', 2, 0),
    // 64 connections is the reference load (issue 17): enough to queue on a 10-connection pool.
    connections: integerFromEnv(env, 'BENCH_CONNECTIONS', 64, 1),
    adminDatabaseUrl: url,
    // BENCH_ONLY=ingest: 1,000 learners, so that the 500 ingestion learners (every other one) exist.
    learners: integerFromEnv(env, 'BENCH_LEARNERS', learnerReads ? 10_000 : only === 'ingest' ? 1_000 : 0, 0),
    // 100,000 learners (1,000,000 ledger rows) on PostgreSQL; a tenth of that on embedded PGlite.
    boardLearners: integerFromEnv(
      env,
      'BENCH_BOARD_LEARNERS',
      learnerReads ? (url ? 100_000 : 10_000) : 0,
      0,
    ),
    // One course of 100,000 learners (~2,000,000 progress and response rows) on PostgreSQL.
    analyticsLearners: integerFromEnv(
      env,
      'BENCH_ANALYTICS_LEARNERS',
      only === 'ingest' || only === 'reads' ? 0 : url ? 100_000 : 5_000,
      0,
    ),
    only,
  };
}
