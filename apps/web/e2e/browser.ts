import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Debian's Chromium (never Playwright's downloaded browsers); CHROMIUM_PATH overrides it. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

/** The titles of the dialog that celebrates a new level or a new stage, in English. */
export const CELEBRATION_TITLES = /^(Level up!|New stage!)$/;

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught page errors seen since the page opened. */
  problems: string[];
}

/** Opens `path` of the server under test in a fresh context (empty storage) and watches for errors. */
export async function openPage(browser: Browser, path: string): Promise<OpenedPage> {
  const context = await browser.newContext({
    baseURL: inject('baseUrl'),
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error')
      problems.push(`console error: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  // A learner who reaches a new level or stage sees its dialog over the page; journeys close it
  // whenever it shows up, as the learner would, before going on.
  const celebration = page.getByRole('dialog', { name: CELEBRATION_TITLES });
  await page.addLocatorHandler(celebration, async () => {
    await celebration.getByRole('button', { name: 'Close' }).click();
  });
  await page.goto(path);
  return { page, context, problems };
}

export function pathnameOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** Sets the persisted dark-mode flag (SPEC §1: a locally stored UI flag) and reloads. */
export async function setDarkMode(page: Page, darkMode: boolean): Promise<void> {
  await page.evaluate((dark) => {
    const stored = JSON.parse(localStorage.getItem('lp-ui') ?? '{}') as { state?: object; version?: number };
    localStorage.setItem(
      'lp-ui',
      JSON.stringify({ version: 0, ...stored, state: { ...stored.state, darkMode: dark } }),
    );
  }, darkMode);
  await page.reload();
}
