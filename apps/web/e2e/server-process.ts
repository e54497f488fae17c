import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';

// A first start migrates and seeds a fresh database; on a busy machine that takes minutes.
const HEALTH_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 10_000;
const OUTPUT_LIMIT = 20_000;

export interface ServerProcess {
  baseUrl: string;
  /** Where the server's content listener (SCORM packages and player) is reached. */
  contentOrigin: string;
  child: ChildProcess;
  /** The last lines the server printed, for error messages. */
  output: () => string;
}

export async function findFreePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (!address || typeof address === 'string') throw new Error('Could not find a free port');
  return address.port;
}

/**
 * Starts `node --import tsx apps/server/src/main.ts` on a fresh data directory with the demo seed.
 * The app is reached at 127.0.0.1 and uploaded content at localhost: two origins that differ in
 * host and port, as the default configuration makes them on a laptop.
 */
export function startServer(
  repoRoot: string,
  ports: { app: number; content: number },
  dataDir: string,
  options: { demoHistory?: boolean } = {},
): ServerProcess {
  const contentOrigin = `http://localhost:${ports.content}`;
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(ports.app),
      CONTENT_PORT: String(ports.content),
      CONTENT_ORIGIN: contentOrigin,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      // Journeys check a fixed demo team; the colleagues' history would change it under them.
      SEED_DEMO_HISTORY: options.demoHistory ? 'true' : 'false',
      // With the history, its "ready" line (info) says when the team is complete.
      LOG_LEVEL: options.demoHistory ? 'info' : 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_LIMIT);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  // Never leave the server running if the test runner dies.
  process.once('exit', () => child.kill('SIGKILL'));
  return { baseUrl: `http://127.0.0.1:${ports.app}`, contentOrigin, child, output: () => output };
}

/** Two distinct free ports: the app's and the content listener's. */
export async function findFreePorts(): Promise<{ app: number; content: number }> {
  const app = await findFreePort();
  let content = await findFreePort();
  while (content === app) content = await findFreePort();
  return { app, content };
}

/** Polls GET /api/health until it answers 200; fails early if the server exits. */
export async function waitUntilHealthy(server: ServerProcess): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`The server exited with code ${server.child.exitCode}:\n${server.output()}`);
    }
    try {
      const response = await fetch(`${server.baseUrl}/api/health`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `The server did not become healthy within ${HEALTH_TIMEOUT_MS / 1000} s:\n${server.output()}`,
  );
}

/** SIGTERM (the server closes cleanly), then SIGKILL if it takes too long. */
export async function stopServer(server: ServerProcess): Promise<void> {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}
