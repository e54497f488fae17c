import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { findFreePorts, startServer, stopServer, waitUntilHealthy } from './server-process.ts';
import { ensureWebBuild } from './web-build.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the server under test listens, e.g. http://127.0.0.1:41234. */
    baseUrl: string;
    /** Its content origin (SCORM player and packages), e.g. http://localhost:41235. */
    contentOrigin: string;
    /** The server's DATA_DIR (holds demo-credentials.txt). */
    dataDir: string;
  }
}

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** Builds the web app if needed, starts the real server on a free port and a fresh data directory. */
export default async function setup(project: TestProject) {
  ensureWebBuild(repoRoot);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lp-e2e-'));
  const server = startServer(repoRoot, await findFreePorts(), dataDir);
  const teardown = async () => {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntilHealthy(server);
  } catch (error) {
    await teardown();
    throw error;
  }

  project.provide('baseUrl', server.baseUrl);
  project.provide('contentOrigin', server.contentOrigin);
  project.provide('dataDir', dataDir);
  return teardown;
}
