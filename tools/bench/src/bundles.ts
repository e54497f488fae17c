/**
 * npm run bench:bundles: the gzip size of the JavaScript a browser loads for /login (signed out)
 * and for / (signed in as the demo learner), from the production build served by the product.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { freePort, startNodeServer, waitForOk } from './servers';
import { ensureWebBuild } from './web-build';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Every script response while `action` runs, as gzip bytes (what a compressing server sends). */
async function scriptsDuring(page: Page, action: () => Promise<void>) {
  const sizes = new Map<string, number>();
  const pending: Promise<void>[] = [];
  const onResponse = (response: import('playwright-core').Response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then((body) => {
        sizes.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length);
      }),
    );
  };
  page.on('response', onResponse);
  await action();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  await Promise.all(pending);
  return sizes;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  await ensureWebBuild(repoRoot);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lp-bundles-'));
  const port = await freePort();
  const server = await startNodeServer({
    name: 'product server',
    args: ['--import', 'tsx', 'apps/server/src/main.ts'],
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      // The content listener (SCORM) needs a port of its own; PORT + 1 may be taken.
      CONTENT_PORT: String(await freePort()),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      DATA_DIR: dataDir,
    },
    port,
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--no-first-run',
    ],
  });
  try {
    await waitForOk(server, '/api/health', 90_000);
    const [, username, password] =
      readFileSync(path.join(dataDir, 'demo-credentials.txt'), 'utf8')
        .split('\n')
        .map((l) => l.split(' '))
        .find(([role]) => role === 'learner') ?? [];
    const context = await browser.newContext({ baseURL: server.baseUrl });
    const page = await context.newPage();
    const login = await scriptsDuring(page, async () => {
      await page.goto('/login');
      // The sign-in form is on screen: every script it needs has loaded (networkidle alone can come
      // first on a loaded machine, between the entry and the lazily loaded page).
      await page.getByLabel('Username', { exact: true }).waitFor({ timeout: 60_000 });
    });
    await page.getByLabel('Username', { exact: true }).fill(username ?? '');
    await page.getByLabel('Password', { exact: true }).fill(password ?? '');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { name: /^Welcome/ }).waitFor();
    // A fresh page in the signed-in context: what a returning learner's browser loads for /.
    const homePage = await context.newPage();
    const home = await scriptsDuring(homePage, async () => {
      await homePage.goto('/');
      await homePage.getByRole('heading', { name: /^Welcome/ }).waitFor();
    });
    for (const [route, sizes] of [
      ['/login', login],
      ['/', home],
    ] as const) {
      const total = [...sizes.values()].reduce((a, b) => a + b, 0);
      console.log(`${route}: ${kb(total)} gzip JavaScript in ${sizes.size} files`);
      for (const [file, size] of [...sizes].sort((a, b) => b[1] - a[1]))
        console.log(`  ${kb(size).padStart(9)}  ${file}`);
    }
  } finally {
    await browser.close();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
