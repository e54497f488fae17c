import { readFile } from 'node:fs/promises';
import type { AnalyticsFixture } from './analytics-fixture';
import type { Scenario } from './scenarios';

/** The 30 days up to today, as analytics/team takes them. */
function lastThirtyDays() {
  const to = new Date();
  const from = new Date(to.getTime() - 29 * 86_400_000);
  return `from=${from.toISOString().slice(0, 10)}&to=${to.toISOString().slice(0, 10)}`;
}

/**
 * Issue 14's reads on the seeded `analyticsbench` team, as its admin, one connection each (the
 * p50 is then the server's time for one request, not queueing).
 */
export function analyticsScenarios(fixture: AnalyticsFixture, adminToken: string): Scenario[] {
  const headers = { 'access-token': adminToken };
  const read = (name: string, path: string): Scenario => ({
    name,
    target: 'product',
    method: 'GET',
    path,
    headers,
    connections: 1,
  });
  return [
    read(
      `GET analytics/courses/{id}/summary (${fixture.learnerCount} learners, 1 conn)`,
      `/api/v3/analytics/courses/${fixture.courseId}/summary`,
    ),
    read(
      'GET analytics learners tab, page 1, company+department filter (1 conn)',
      `/api/v3/analytics/${fixture.adminId}/${fixture.courseId}/learners/all?company=Globex&department=Sales`,
    ),
    read('GET analytics/team, 30 days by day (admin, 1 conn)', `/api/v3/analytics/team?${lastThirtyDays()}`),
    read(
      'GET analytics/team, 30 days by week (admin, 1 conn)',
      `/api/v3/analytics/team?${lastThirtyDays()}&granularity=week`,
    ),
  ];
}

async function residentBytes(pid: number) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  return Number(kb ?? 0) * 1024;
}

export interface ExportMeasurement {
  seconds: number;
  rows: number;
  bytes: number;
  /** Highest server RSS seen during the download minus its RSS before; undefined without /proc. */
  peakRssDeltaMb: number | undefined;
}

/**
 * Downloads the learners tab of the whole course as CSV once, reading the product server's RSS
 * from /proc every 50 ms while the file streams in.
 */
export async function measureLearnerExport(
  baseUrl: string,
  serverPid: number | undefined,
  fixture: AnalyticsFixture,
  adminToken: string,
): Promise<ExportMeasurement> {
  const memory = serverPid === undefined ? undefined : () => residentBytes(serverPid).catch(() => 0);
  const before = memory ? await memory() : 0;
  let peak = before;
  const sampler = memory
    ? setInterval(() => void memory().then((b) => (peak = Math.max(peak, b))), 50)
    : undefined;
  const started = performance.now();
  try {
    const res = await fetch(
      `${baseUrl}/api/v3/analytics/${fixture.adminId}/${fixture.courseId}/learners/all/export/csv`,
      { headers: { 'access-token': adminToken } },
    );
    if (!res.ok || !res.body) throw new Error(`learners export failed: ${res.status} ${await res.text()}`);
    let bytes = 0;
    let newlines = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.byteLength;
      for (const byte of chunk) if (byte === 10) newlines += 1;
    }
    const seconds = (performance.now() - started) / 1000;
    return {
      seconds,
      rows: newlines - 1,
      bytes,
      peakRssDeltaMb: memory ? (Math.max(peak, await memory()) - before) / 1_048_576 : undefined,
    };
  } finally {
    if (sampler) clearInterval(sampler);
  }
}
