import type autocannon from 'autocannon';
import { describe, expect, it } from 'vitest';
import {
  formatMarkdownReport,
  formatMarkdownTable,
  formatRatio,
  formatTextTable,
  type RunInfo,
  type ScenarioResult,
  summarize,
  withRatios,
} from './report';

const REF = 'baseline: one query';

const results: ScenarioResult[] = [
  { name: 'baseline: bare JSON', requestsPerSec: 30_000, p50Ms: 0, p99Ms: 1, errors: 0 },
  { name: REF, requestsPerSec: 8_000, p50Ms: 1, p99Ms: 3, errors: 0 },
  { name: 'GET /api/health', requestsPerSec: 6_800.4, p50Ms: 1, p99Ms: 4.5, errors: 7 },
];

describe('withRatios', () => {
  it('divides each scenario by the reference scenario', () => {
    const rows = withRatios(results, REF);
    expect(rows.map((r) => r.ratio)).toEqual([3.75, 1, 6_800.4 / 8_000]);
    expect(rows.map((r) => formatRatio(r.ratio))).toEqual(['3.75x', '1.00x', '0.85x']);
  });

  it('gives n/a when the reference is missing or measured nothing', () => {
    expect(withRatios(results, 'nope').map((r) => formatRatio(r.ratio))).toEqual(['n/a', 'n/a', 'n/a']);
    const zero = results.map((r) => (r.name === REF ? { ...r, requestsPerSec: 0 } : r));
    expect(withRatios(zero, REF).every((r) => r.ratio === undefined)).toBe(true);
  });
});

describe('summarize', () => {
  it('takes the average req/s and p50/p99, and counts errors (timeouts included) plus non-2xx once', () => {
    const result = {
      requests: { average: 1234.5 },
      latency: { p50: 2, p99: 17 },
      errors: 3, // autocannon counts the 2 timeouts in here already
      timeouts: 2,
      non2xx: 5,
    } as unknown as autocannon.Result;
    expect(summarize('x', result)).toEqual({
      name: 'x',
      requestsPerSec: 1234.5,
      p50Ms: 2,
      p99Ms: 17,
      errors: 8,
    });
  });

  it('reports work per second for scenarios doing several units per request', () => {
    const result = {
      requests: { average: 250.4 },
      latency: { p50: 9, p99: 30 },
      errors: 0,
      non2xx: 0,
    } as unknown as autocannon.Result;
    expect(summarize('batch', result, { count: 20, unit: 'events' }).work).toBe('5,008 events');
  });
});

describe('tables', () => {
  const rows = withRatios(results, REF);

  it('renders the Markdown table with rounded, grouped numbers and the ratio', () => {
    expect(formatMarkdownTable(rows, REF).split('\n')).toEqual([
      '| Scenario | Requests/s (avg) | Work/s | p50 ms | p99 ms | Errors | vs "baseline: one query" |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
      '| baseline: bare JSON | 30,000 |  | <1 | 1 | 0 | 3.75x |',
      '| baseline: one query | 8,000 |  | 1 | 3 | 0 | 1.00x |',
      '| GET /api/health | 6,800 |  | 1 | 4.50 | 7 | 0.85x |',
    ]);
  });

  it('aligns the text table: names left, numbers right', () => {
    const lines = formatTextTable(rows, REF).split('\n');
    expect(lines).toHaveLength(5);
    expect(lines[1]).toMatch(/^-+( {2}-+){6}$/);
    expect(lines[4]).toBe(
      'GET /api/health                 6,800               1    4.50       7                     0.85x',
    );
    // Every line ends at the same column, so the numbers line up.
    expect(new Set(lines.map((l) => l.length)).size).toBe(1);
  });

  it('puts the run description above the Markdown table', () => {
    const info: RunInfo = {
      date: '2025-01-01T00:00:00.000Z',
      machine: 'Test CPU, 2 cores, 4.0 GiB RAM',
      node: 'v20.0.0',
      database: 'pglite',
      loadAverage: '0.10 / 0.20 / 0.30',
      durationSeconds: 10,
      warmupSeconds: 2,
      connections: 10,
    };
    const report = formatMarkdownReport(info, rows, REF);
    expect(report).toContain('- Machine: Test CPU, 2 cores, 4.0 GiB RAM');
    expect(report).toContain('- Load average at start (1/5/15 min): 0.10 / 0.20 / 0.30');
    expect(report).toContain('- Load: 10 connections, 10 s per scenario (after 2 s warm-up)');
    expect(report.endsWith(formatMarkdownTable(rows, REF))).toBe(true);
  });
});
