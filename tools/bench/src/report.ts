import type autocannon from 'autocannon';

/** What the report keeps from one autocannon run. */
export interface ScenarioResult {
  name: string;
  /** Mean of the per-second request counts. */
  requestsPerSec: number;
  /** Latency percentiles in milliseconds (autocannon records whole milliseconds). */
  p50Ms: number;
  p99Ms: number;
  /** Connection errors (timeouts included) plus non-2xx responses. */
  errors: number;
  /** Work per second for scenarios doing several units per request, e.g. "5,120 events". */
  work?: string;
}

export interface ReportRow extends ScenarioResult {
  /** requestsPerSec divided by the reference scenario's; undefined when there is no usable reference. */
  ratio: number | undefined;
}

/** Everything printed above the table, so a pasted result says where it came from. */
export interface RunInfo {
  date: string;
  machine: string;
  node: string;
  database: string;
  /** The 1/5/15-minute load averages when the run started; other work on the machine skews the figures. */
  loadAverage: string;
  durationSeconds: number;
  warmupSeconds: number;
  connections: number;
}

export function summarize(
  name: string,
  result: autocannon.Result,
  perRequest?: { count: number; unit: string },
): ScenarioResult {
  return {
    name,
    ...(perRequest
      ? { work: `${formatRate(result.requests.average * perRequest.count)} ${perRequest.unit}` }
      : {}),
    requestsPerSec: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    // autocannon already counts every timeout in `errors` as well, so timeouts are not added again.
    errors: result.errors + result.non2xx,
  };
}

export function withRatios(results: ScenarioResult[], referenceName: string): ReportRow[] {
  const reference = results.find((r) => r.name === referenceName);
  const base = reference && reference.requestsPerSec > 0 ? reference.requestsPerSec : undefined;
  return results.map((r) => ({ ...r, ratio: base === undefined ? undefined : r.requestsPerSec / base }));
}

export function formatRatio(ratio: number | undefined): string {
  return ratio === undefined || !Number.isFinite(ratio) ? 'n/a' : `${ratio.toFixed(2)}x`;
}

function formatRate(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}

/** autocannon's latency histogram holds whole milliseconds (rounded down), so 0 means "under 1 ms". */
function formatMs(value: number): string {
  if (value === 0) return '<1';
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}

function headers(referenceName: string): string[] {
  return ['Scenario', 'Requests/s (avg)', 'Work/s', 'p50 ms', 'p99 ms', 'Errors', `vs "${referenceName}"`];
}

function cells(row: ReportRow): string[] {
  return [
    row.name,
    formatRate(row.requestsPerSec),
    row.work ?? '',
    formatMs(row.p50Ms),
    formatMs(row.p99Ms),
    String(row.errors),
    formatRatio(row.ratio),
  ];
}

/** Aligned plain-text table for the terminal; the first column is left-aligned, the numbers right-aligned. */
export function formatTextTable(rows: ReportRow[], referenceName: string): string {
  const table = [headers(referenceName), ...rows.map(cells)];
  const widths = table[0]?.map((_, col) => Math.max(...table.map((line) => line[col]?.length ?? 0))) ?? [];
  const render = (line: string[]) =>
    line
      .map((cell, col) => (col === 0 ? cell.padEnd(widths[col] ?? 0) : cell.padStart(widths[col] ?? 0)))
      .join('  ')
      .trimEnd();
  const [head, ...body] = table.map(render);
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [head, rule, ...body].join('\n');
}

export function formatMarkdownTable(rows: ReportRow[], referenceName: string): string {
  const line = (values: string[]) => `| ${values.join(' | ')} |`;
  const align = ['---', '---:', '---:', '---:', '---:', '---:', '---:'];
  return [line(headers(referenceName)), line(align), ...rows.map((row) => line(cells(row)))].join('\n');
}

export function formatRunInfo(info: RunInfo): string {
  return [
    `Date:        ${info.date}`,
    `Machine:     ${info.machine}`,
    `Node:        ${info.node}`,
    `Database:    ${info.database}`,
    `Load avg:    ${info.loadAverage} (1/5/15 min, at start)`,
    `Load:        ${info.connections} connections, ${info.durationSeconds} s per scenario (after ${info.warmupSeconds} s warm-up)`,
  ].join('\n');
}

/** The block to paste into docs/PERFORMANCE.md. */
export function formatMarkdownReport(info: RunInfo, rows: ReportRow[], referenceName: string): string {
  return [
    `- Date: ${info.date}`,
    `- Machine: ${info.machine}`,
    `- Node: ${info.node}`,
    `- Database: ${info.database}`,
    `- Load average at start (1/5/15 min): ${info.loadAverage}`,
    `- Load: ${info.connections} connections, ${info.durationSeconds} s per scenario (after ${info.warmupSeconds} s warm-up)`,
    '',
    formatMarkdownTable(rows, referenceName),
  ].join('\n');
}
