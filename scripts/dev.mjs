// npm run dev: the API with reload on change (port 3000) and the Vite dev server with its /api
// proxy (port 5173). Ctrl-C stops both.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const children = [
  spawn(
    process.execPath,
    ['--import', 'tsx', '--watch', '--watch-preserve-output', 'apps/server/src/main.ts'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'development' },
    },
  ),
  spawn(npm, ['run', 'dev', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' }),
];

let stopping = false;
const stop = (code = 0) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
};
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
console.log('Dev: web app on http://localhost:5173 (proxying /api to http://localhost:3000)');
