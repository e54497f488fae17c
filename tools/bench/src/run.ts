import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ANALYTICS_ADMIN, type AnalyticsFixture, seedAnalyticsFixture } from './analytics-fixture';
import { analyticsScenarios, type ExportMeasurement, measureLearnerExport } from './analytics-scenarios';
import { type BoardFixture, seedBoardFixture } from './board-fixture';
import { Cleanup } from './cleanup';
import { prepareDatabase } from './database';
import { type LoadFixture, seedLoadFixture } from './fixture';
import { FIXTURE_PASSWORD } from './fixture-team';
import { runLoad } from './load';
import { boardScenarios, ingestScenario, learnerScenarios, signInLearners } from './load-scenarios';
import { describeLoadAverage, describeMachine, processCpuMs } from './machine';
import { OptionsError, readOptions } from './options';
import {
  formatMarkdownReport,
  formatRunInfo,
  formatTextTable,
  type RunInfo,
  type ScenarioResult,
  summarize,
  withRatios,
} from './report';
import { REFERENCE_SCENARIO, type ScenarioTarget, scenarios } from './scenarios';
import { type ChildServer, freePort, StartError, startNodeServer, waitForOk } from './servers';
import { ensureWebBuild } from './web-build';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const STARTUP_TIMEOUT_MS = 90_000;
/** Learners the scenarios take turns with; together under the sign-in limit of 30 a minute per address. */
const SIGNED_IN_LEARNERS = 15;
const BOARD_LEARNERS = 10;
/**
 * submit_queue learners (600 batches a minute each) and their courses of 20 decks: 500 x 60 batches
 * that each earn points, enough for 20,000 events/s over a warm-up and a measured run.
 */
const INGEST_LEARNERS = 500;
const INGEST_COURSES = 60;
/** The product's JWT secret, known to the fixture so that it can open the ingestion learners' sessions. */
const JWT_SECRET = randomBytes(48).toString('base64url');

const log = (message: string) => console.error(`[bench] ${message}`);

async function startProduct(databaseUrl: string | undefined, dataDir: string): Promise<ChildServer> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    // The content listener (SCORM) needs a port of its own; PORT + 1 may be taken.
    CONTENT_PORT: String(await freePort()),
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    // The global per-IP limit (1000/min by default) would otherwise turn the load test into 429s.
    RATE_LIMIT_MAX: '100000000',
    DATA_DIR: dataDir,
    JWT_SECRET,
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  return startNodeServer({
    name: 'product server',
    // BENCH_CPU_PROF=<dir>: the product writes a V8 CPU profile there when it stops.
    args: [
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
      '--import',
      'tsx',
      'apps/server/src/main.ts',
    ],
    cwd: repoRoot,
    env,
    port,
  });
}

async function startBaseline(databaseUrl: string | undefined, dataDir: string): Promise<ChildServer> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', PORT: String(port) };
  if (databaseUrl) {
    env.DATABASE_URL = databaseUrl;
    delete env.DATA_DIR;
  } else {
    delete env.DATABASE_URL;
    env.DATA_DIR = dataDir;
  }
  return startNodeServer({
    name: 'baseline server',
    args: ['--import', 'tsx', path.join(repoRoot, 'tools/bench/src/baseline-server.ts')],
    cwd: repoRoot,
    env,
    port,
  });
}

interface HealthBody {
  database?: { driver?: string };
}

async function main(cleanup: Cleanup): Promise<number> {
  const options = readOptions(process.env);
  const started = new Date();
  const loadAverage = describeLoadAverage();

  // The analytics, ingest and learner read scenarios are API calls only; they do not need the web build.
  if (options.only === undefined) await ensureWebBuild(repoRoot);

  const database = await prepareDatabase(options.adminDatabaseUrl, repoRoot);
  cleanup.add('database', database.dispose);

  log(`starting the product server and the baseline server (${database.url ? 'PostgreSQL' : 'PGlite'})`);
  const productDataDir = await database.newDataDir('product');
  let fixture: LoadFixture | undefined;
  if (options.learners > 0) {
    log(`seeding the loadtest team: ${options.learners} learners, one course of 12 decks`);
    fixture = await seedLoadFixture({
      databaseUrl: database.url,
      dataDir: productDataDir,
      learnerCount: options.learners,
      signInCount: SIGNED_IN_LEARNERS,
      ingestLearnerCount: INGEST_LEARNERS,
      ingestCourseCount: INGEST_COURSES,
      jwtSecret: JWT_SECRET,
    });
  }
  let board: BoardFixture | undefined;
  if (options.boardLearners > 0) {
    log(
      `seeding the boards team: ${options.boardLearners} learners, ${options.boardLearners * 10} ledger rows`,
    );
    board = await seedBoardFixture({
      databaseUrl: database.url,
      dataDir: productDataDir,
      learnerCount: options.boardLearners,
      entriesPerLearner: 10,
      signInCount: BOARD_LEARNERS,
    });
  }
  let analytics: AnalyticsFixture | undefined;
  if (options.analyticsLearners > 0) {
    log(`seeding the analyticsbench team: one course of ${options.analyticsLearners} learners`);
    const seedStarted = performance.now();
    analytics = await seedAnalyticsFixture({
      databaseUrl: database.url,
      dataDir: productDataDir,
      learnerCount: options.analyticsLearners,
    });
    log(
      `analyticsbench: ${analytics.progressAndResponses} progress and response rows, ${analytics.trackerEvents} tracker events, seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );
  }
  const product = await startProduct(database.url, productDataDir);
  cleanup.add('product server', product.stop);
  const baseline = await startBaseline(database.url, await database.newDataDir('baseline'));
  cleanup.add('baseline server', baseline.stop);

  let health: HealthBody;
  try {
    [health] = (await Promise.all([
      waitForOk(product, '/api/health', STARTUP_TIMEOUT_MS),
      waitForOk(baseline, '/baseline/query', STARTUP_TIMEOUT_MS),
    ])) as [HealthBody, unknown];
  } catch (err) {
    if (err instanceof StartError) {
      console.error(`[bench] ${err.message}`);
      return 1;
    }
    throw err;
  }
  const driver = health.database?.driver ?? 'unknown';
  log(`both servers are up; the product reports database driver "${driver}"`);

  const servers: Record<ScenarioTarget, ChildServer> = { product, baseline };
  const all = options.only === undefined || options.only === 'reads' ? [...scenarios] : [];
  if (fixture && options.only === 'ingest') {
    all.push(ingestScenario(fixture.ingest));
  } else if (fixture) {
    const learners = await signInLearners(product.baseUrl, fixture.usernames, FIXTURE_PASSWORD);
    all.push(...learnerScenarios(fixture, learners, { ingest: options.only !== 'reads' }));
  }
  if (board) {
    const boardLearners = await signInLearners(product.baseUrl, board.usernames, FIXTURE_PASSWORD);
    all.push(...boardScenarios(boardLearners, board.departments));
  }
  let analyticsToken: string | undefined;
  if (analytics) {
    const [admin] = await signInLearners(product.baseUrl, [ANALYTICS_ADMIN], FIXTURE_PASSWORD);
    analyticsToken = admin?.token as string;
    all.push(...analyticsScenarios(analytics, analyticsToken));
  }
  const results: ScenarioResult[] = [];
  for (const scenario of all) {
    const baseUrl = servers[scenario.target].baseUrl;
    if (options.warmupSeconds > 0) {
      log(`${scenario.name}: warming up for ${options.warmupSeconds} s`);
      await runLoad(scenario, { ...options, baseUrl, durationSeconds: options.warmupSeconds });
    }
    log(
      `${scenario.name}: measuring for ${options.durationSeconds} s with ${options.connections} connections`,
    );
    const server = servers[scenario.target];
    const cpuBefore = processCpuMs(server.pid);
    const raw = await runLoad(scenario, { ...options, baseUrl });
    const cpuAfter = processCpuMs(server.pid);
    const result = summarize(scenario.name, raw, scenario.perRequest);
    results.push(result);
    const cpu =
      cpuBefore === undefined || cpuAfter === undefined || raw.requests.total === 0
        ? ''
        : `, ${server.name} CPU ${((cpuAfter - cpuBefore) / raw.requests.total).toFixed(1)} ms/request`;
    log(
      `${scenario.name}: ${Math.round(result.requestsPerSec)} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, ${result.errors} errors (${raw.timeouts} timeouts, ${raw.non2xx} non-2xx)${cpu}`,
    );
  }

  let exported: ExportMeasurement | undefined;
  if (analytics && analyticsToken) {
    log('analytics: downloading the learners CSV of the whole course');
    exported = await measureLearnerExport(product.baseUrl, product.pid, analytics, analyticsToken);
  }

  const info: RunInfo = {
    date: started.toISOString(),
    machine: describeMachine(),
    node: process.version,
    database: database.description,
    loadAverage,
    durationSeconds: options.durationSeconds,
    warmupSeconds: options.warmupSeconds,
    connections: options.connections,
  };
  if (!database.description.startsWith(`${driver} `)) {
    info.database = `${database.description} [product reports driver "${driver}"]`;
  }
  const rows = withRatios(results, REFERENCE_SCENARIO);
  console.log(`\n${formatRunInfo(info)}\n\n${formatTextTable(rows, REFERENCE_SCENARIO)}\n`);
  console.log(`Markdown:\n\n${formatMarkdownReport(info, rows, REFERENCE_SCENARIO)}\n`);
  if (analytics) {
    console.log(
      `Analytics fixture: ${analytics.learnerCount} learners enrolled in one course, ${analytics.progressAndResponses} progress and response rows, ${analytics.trackerEvents} tracker events.`,
    );
  }
  if (exported) {
    const rss = exported.peakRssDeltaMb === undefined ? 'n/a' : `+${exported.peakRssDeltaMb.toFixed(0)} MB`;
    console.log(
      `Learners CSV export: ${exported.rows} rows, ${(exported.bytes / 1_048_576).toFixed(1)} MB in ${exported.seconds.toFixed(2)} s; product server peak RSS ${rss}.`,
    );
  }
  return 0;
}

const cleanup = new Cleanup();
let interrupted = false;
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    log(`${signal}: stopping the servers`);
    void cleanup.run().finally(() => process.exit(code));
  });
}

let exitCode = 1;
try {
  exitCode = await main(cleanup);
} catch (err) {
  console.error(err instanceof OptionsError ? `[bench] ${err.message}` : err);
}
await cleanup.run();
process.exit(exitCode);
