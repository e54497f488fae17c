/**
 * Screenshots of the real product for the README (`npm run screenshots -w apps/web`): builds the web
 * app, starts the server on a fresh demo team with its colleagues' history, and saves PNGs to
 * docs/screenshots. Light and dark, desktop and phone.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { CELEBRATION_TITLES, launchBrowser, setDarkMode } from './browser.ts';
import { credentialIn, submitLoginForm } from './demo-accounts.ts';
import {
  findFreePorts,
  type ServerProcess,
  startServer,
  stopServer,
  waitUntilHealthy,
} from './server-process.ts';
import { ensureWebBuild } from './web-build.ts';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const outDir = path.join(repoRoot, 'docs/screenshots');
const HISTORY_TIMEOUT_MS = 5 * 60_000;

interface Shot {
  file: string;
  role: 'learner' | 'admin';
  path: string;
  dark: boolean;
  phone: boolean;
  /** What the user does on `path` before the picture is taken. */
  walk?: (page: Page) => Promise<void>;
}

/** Opens the welcome course from the library, as a learner would. */
async function openWelcomeCourse(page: Page): Promise<void> {
  await page.getByRole('link', { name: /^Welcome to Demo Company/ }).click();
  await page.getByRole('heading', { name: 'Welcome to Demo Company', level: 1 }).waitFor();
}

/** Passes the welcome course's values quiz and waits for its result. */
async function passValuesQuiz(page: Page): Promise<void> {
  await openWelcomeCourse(page);
  await page.getByRole('link', { name: /^Values quiz/ }).click();
  for (const [answer, next] of [
    ['Own the outcome', 'Next'],
    ['One hour', 'Submit'],
  ] as const) {
    await page.getByRole('radio', { name: answer }).check();
    await page.getByRole('button', { name: 'Check answer' }).click();
    await page.getByRole('button', { name: next }).click();
  }
  await page.getByText('Passed', { exact: true }).waitFor();
  const levelUp = page.getByRole('dialog', { name: CELEBRATION_TITLES });
  if (await levelUp.isVisible()) await levelUp.getByRole('button', { name: 'Close' }).click();
}

const SHOTS: Shot[] = [
  { file: 'home-light.png', role: 'learner', path: '/', dark: false, phone: false },
  { file: 'leaderboard-dark.png', role: 'learner', path: '/app/leaderboard', dark: true, phone: false },
  { file: 'library-phone.png', role: 'learner', path: '/library', dark: false, phone: true },
  {
    file: 'course-light.png',
    role: 'learner',
    path: '/library',
    dark: false,
    phone: false,
    walk: openWelcomeCourse,
  },
  {
    file: 'quiz-passed-dark.png',
    role: 'learner',
    path: '/library',
    dark: true,
    phone: false,
    walk: passValuesQuiz,
  },
  {
    file: 'builder-analytics-light.png',
    role: 'admin',
    path: '/builder/analytics',
    dark: false,
    phone: false,
  },
];

async function waitForHistory(server: ServerProcess): Promise<void> {
  const deadline = Date.now() + HISTORY_TIMEOUT_MS;
  while (!server.output().includes('Demo team history')) {
    if (Date.now() > deadline) throw new Error(`The demo history did not finish:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function signedInPage(browser: Browser, baseUrl: string, shot: Shot, dataDir: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: shot.phone ? { width: 390, height: 844 } : { width: 1280, height: 800 },
    deviceScaleFactor: shot.phone ? 2 : 1,
    isMobile: shot.phone,
    hasTouch: shot.phone,
    colorScheme: shot.dark ? 'dark' : 'light',
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await page.goto('/login');
  await submitLoginForm(page, credentialIn(dataDir, shot.role));
  await page.waitForURL((url) => url.pathname !== '/login');
  await setDarkMode(page, shot.dark);
  await page.goto(shot.path);
  await page.getByRole('heading').first().waitFor();
  await shot.walk?.(page);
  await page.waitForLoadState('networkidle');
  return page;
}

async function main() {
  ensureWebBuild(repoRoot);
  mkdirSync(outDir, { recursive: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lp-shots-'));
  const server = startServer(repoRoot, await findFreePorts(), dataDir, { demoHistory: true });
  const browser = await launchBrowser();
  try {
    await waitUntilHealthy(server);
    await waitForHistory(server);
    for (const shot of SHOTS) {
      const page = await signedInPage(browser, server.baseUrl, shot, dataDir);
      await page.screenshot({ path: path.join(outDir, shot.file) });
      await page.context().close();
      console.log(`docs/screenshots/${shot.file}`);
    }
  } finally {
    await browser.close();
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
