// npm start: builds the web app when no build exists, then runs the server in this process
// (migrations and the demo seed run at server start).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webIndex = path.join(process.env.WEB_DIST ?? path.join(root, 'apps/web/dist'), 'index.html');

if (!existsSync(webIndex)) {
  console.log('No web build found: building the web app (once)...');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawnSync(npm, ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('The web app build failed; see the output above.');
    process.exit(build.status ?? 1);
  }
}

process.env.NODE_ENV ??= 'production';
register();
await import(path.join(root, 'apps/server/src/main.ts'));
