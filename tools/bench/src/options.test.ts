import { describe, expect, it } from 'vitest';
import { OptionsError, readOptions } from './options';

describe('readOptions', () => {
  it('defaults to 10 s, 64 connections, 2 s warm-up and PGlite', () => {
    expect(readOptions({})).toEqual({
      durationSeconds: 10,
      warmupSeconds: 2,
      connections: 64,
      adminDatabaseUrl: undefined,
      learners: 10_000,
      boardLearners: 10_000,
      analyticsLearners: 5_000,
      only: undefined,
    });
  });

  it('reads the env variables', () => {
    const options = readOptions({
      BENCH_DURATION: '30',
      BENCH_CONNECTIONS: '50',
      BENCH_WARMUP: '0',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres',
      BENCH_LEARNERS: '0',
      BENCH_BOARD_LEARNERS: '5',
      BENCH_ANALYTICS_LEARNERS: '7',
    });
    expect(options).toEqual({
      durationSeconds: 30,
      warmupSeconds: 0,
      connections: 50,
      adminDatabaseUrl: 'postgres://postgres@127.0.0.1:5432/postgres',
      learners: 0,
      boardLearners: 5,
      analyticsLearners: 7,
      only: undefined,
    });
  });

  it('runs only the analytics scenarios with BENCH_ONLY=analytics', () => {
    const options = readOptions({
      BENCH_ONLY: 'analytics',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/x',
    });
    expect(options).toMatchObject({
      only: 'analytics',
      learners: 0,
      boardLearners: 0,
      analyticsLearners: 100_000,
    });
    expect(() => readOptions({ BENCH_ONLY: 'boards' })).toThrow(/BENCH_ONLY/);
  });

  it('runs only the submit_queue scenario with BENCH_ONLY=ingest', () => {
    const options = readOptions({
      BENCH_ONLY: 'ingest',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/x',
    });
    expect(options).toMatchObject({
      only: 'ingest',
      learners: 1_000,
      boardLearners: 0,
      analyticsLearners: 0,
    });
    expect(readOptions({ BENCH_ONLY: 'ingest', BENCH_LEARNERS: '2000' }).learners).toBe(2_000);
  });

  it('runs the baselines, the learner reads and the leaderboards with BENCH_ONLY=reads', () => {
    expect(
      readOptions({ BENCH_ONLY: 'reads', DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/x' }),
    ).toMatchObject({
      only: 'reads',
      learners: 10_000,
      boardLearners: 100_000,
      analyticsLearners: 0,
    });
    expect(readOptions({ BENCH_ONLY: ' reads ' })).toMatchObject({ only: 'reads', boardLearners: 10_000 });
    // The sizes can still be set: leaderboards alone.
    expect(readOptions({ BENCH_ONLY: 'reads', BENCH_LEARNERS: '0' })).toMatchObject({ learners: 0 });
    expect(() => readOptions({ BENCH_ONLY: 'boards' })).toThrow(/"analytics", "ingest" or "reads"/);
  });

  it('rejects nonsense', () => {
    expect(() => readOptions({ BENCH_DURATION: '0' })).toThrow(OptionsError);
    expect(() => readOptions({ BENCH_CONNECTIONS: 'ten' })).toThrow(/BENCH_CONNECTIONS/);
    expect(() => readOptions({ DATABASE_URL: 'mysql://x' })).toThrow(/postgres/);
  });
});
