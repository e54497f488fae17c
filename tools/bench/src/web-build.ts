import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const BUILD_TIMEOUT_MS = 5 * 60_000;

/**
 * Builds the web app when apps/web/dist/index.html is missing, like a production deploy would have.
 * Returns false (and the bench goes on: the API scenarios do not need it) when the build fails.
 */
export async function ensureWebBuild(repoRoot: string): Promise<boolean> {
  if (existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) return true;
  console.error('[bench] apps/web/dist/index.html is missing: running `npm run build -w apps/web`');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  // The build's output goes to stderr so stdout stays the report.
  const child = spawn(npm, ['run', 'build', '-w', 'apps/web'], { cwd: repoRoot, stdio: ['ignore', 2, 2] });
  const timer = setTimeout(() => child.kill('SIGTERM'), BUILD_TIMEOUT_MS);
  const ok = await new Promise<boolean>((resolve) => {
    child.once('error', () => resolve(false));
    child.once('exit', (code) => resolve(code === 0));
  });
  clearTimeout(timer);
  if (!ok || !existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
    console.error(
      '[bench] WARNING: the web app build failed; continuing (the API scenarios do not need it).',
    );
    return false;
  }
  return true;
}
