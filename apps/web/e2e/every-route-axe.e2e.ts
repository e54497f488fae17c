import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { expectNoSeriousViolations, navigateInApp } from './axe.ts';
import { launchBrowser, openPage, setDarkMode } from './browser.ts';
import { demoCredential, signIn } from './demo-accounts.ts';

const PUBLIC_ROUTES = ['/login', '/register', '/forgot', '/putCode'];
const LEARNER_ROUTES = [
  '/',
  '/library',
  '/favorites',
  '/search?text=security',
  '/programs/listing',
  '/app/leaderboard',
  '/app/rewards',
  '/app/reports',
  '/app/helpdesk',
  '/social',
  '/editProfile',
  '/setpass',
];
const ADMIN_ROUTES = [
  '/builder',
  '/builder/library',
  '/builder/teamdesign',
  '/builder/users',
  '/builder/analytics',
  '/builder/helpdesk',
  '/builder/social',
  '/builder/account',
  '/adminPanel',
];

/** Each route rendered (its first heading shown), then scanned. */
async function scan(page: Page, routes: string[], mode: string): Promise<void> {
  for (const route of routes) {
    await navigateInApp(page, route);
    await page.getByRole('heading').first().waitFor();
    await expectNoSeriousViolations(page, `${route} (${mode})`);
  }
}

describe('every route, light and dark: no serious or critical axe violation', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  for (const darkMode of [false, true]) {
    const mode = darkMode ? 'dark' : 'light';
    it(`public and learner routes (${mode})`, async () => {
      const { page, context } = await openPage(browser, '/login');
      await setDarkMode(page, darkMode);
      await scan(page, PUBLIC_ROUTES, mode);
      await navigateInApp(page, '/login');
      await signIn(page, demoCredential('learner'));
      await scan(page, LEARNER_ROUTES, mode);
      await context.close();
    }, 240_000);

    it(`builder and admin routes (${mode})`, async () => {
      const { page, context } = await openPage(browser, '/login');
      await setDarkMode(page, darkMode);
      await signIn(page, demoCredential('admin'));
      await scan(page, ADMIN_ROUTES, mode);
      await context.close();
    }, 240_000);
  }
});
