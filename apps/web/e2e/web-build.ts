import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

function newestMtime(entry: string): number {
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestMtime(path.join(entry, name))),
    0,
  );
}

/** Builds the web app when dist/index.html is missing or older than the sources it is built from. */
export function ensureWebBuild(repoRoot: string): void {
  const webRoot = path.join(repoRoot, 'apps/web');
  const builtIndex = path.join(webRoot, 'dist/index.html');
  const sources = ['src', 'public', 'index.html', 'scorm-player.html', 'vite.config.ts'].map((entry) =>
    path.join(webRoot, entry),
  );
  const sourcesChanged = () =>
    Math.max(...sources.filter(existsSync).map(newestMtime)) > statSync(builtIndex).mtimeMs;
  if (existsSync(builtIndex) && !sourcesChanged()) return;

  console.log('[e2e] Building the web app...');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  // The runner sets NODE_ENV=test, which would make Vite bundle React's development build.
  const env = { ...process.env, NODE_ENV: 'production' };
  execFileSync(npm, ['run', 'build', '-w', 'apps/web'], { cwd: repoRoot, stdio: 'inherit', env });
}
