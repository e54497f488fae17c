import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';

const KILL_AFTER_MS = 10_000;
const OUTPUT_TAIL_CHARS = 16_000;

/** Children still running, killed synchronously if the bench exits without stopping them. */
const live = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

export interface ChildServer {
  name: string;
  baseUrl: string;
  /** The child's process id (its memory is read from /proc by the analytics export measurement). */
  pid: number | undefined;
  /** The last lines the child wrote (stdout and stderr interleaved), for diagnostics. */
  output(): string;
  /** Resolves with the exit description once the child has exited. */
  exited: Promise<string>;
  /** SIGTERM, then SIGKILL after 10 s; resolves once the child is gone. */
  stop(): Promise<void>;
}

export interface StartOptions {
  name: string;
  /** Arguments after `node`, e.g. `['--import', 'tsx', 'apps/server/src/main.ts']`. */
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  port: number;
}

/** Asks the OS for a port that is free right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
  if (address === null || typeof address === 'string') throw new Error('could not determine a free port');
  return address.port;
}

function describeExit(code: number | null, signal: NodeJS.Signals | null): string {
  return signal ? `killed by ${signal}` : `exited with code ${code}`;
}

export function startNodeServer(options: StartOptions): ChildServer {
  const child = spawn(process.execPath, options.args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);
  let tail = '';
  const collect = (chunk: Buffer) => {
    tail = (tail + chunk.toString('utf8')).slice(-OUTPUT_TAIL_CHARS);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  const exited = new Promise<string>((resolve) => {
    child.once('error', (err) => {
      live.delete(child);
      resolve(`failed to start: ${err.message}`);
    });
    child.once('exit', (code, signal) => {
      live.delete(child);
      resolve(describeExit(code, signal));
    });
  });

  const stop = async () => {
    if (!live.has(child)) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), KILL_AFTER_MS);
    await exited;
    clearTimeout(timer);
  };

  return {
    name: options.name,
    baseUrl: `http://127.0.0.1:${options.port}`,
    pid: child.pid,
    output: () => tail,
    exited,
    stop,
  };
}

export class StartError extends Error {}

/**
 * Polls `url` until it answers 200 and returns the parsed body; fails early when the child exits and
 * with a timeout otherwise. The error message carries the child's last output.
 */
export async function waitForOk(server: ChildServer, path: string, timeoutMs: number): Promise<unknown> {
  const deadline = Date.now() + timeoutMs;
  let exit: string | undefined;
  void server.exited.then((how) => {
    exit = how;
  });
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (exit !== undefined) {
      throw new StartError(`${server.name} ${exit} before ${path} answered.\n${indent(server.output())}`);
    }
    try {
      const response = await fetch(server.baseUrl + path, { signal: AbortSignal.timeout(5_000) });
      const text = await response.text();
      if (response.status === 200) return text ? JSON.parse(text) : undefined;
      lastProblem = `HTTP ${response.status}: ${text.slice(0, 300)}`;
    } catch (err) {
      lastProblem = err instanceof Error ? err.message : String(err);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new StartError(
    `${server.name}: ${path} did not answer 200 within ${timeoutMs / 1000} s (last: ${lastProblem}).\n${indent(server.output())}`,
  );
}

function indent(text: string): string {
  const trimmed = text.trim();
  return trimmed ? trimmed.replace(/^/gm, '    | ') : '    (no output)';
}
