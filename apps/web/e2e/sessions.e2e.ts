import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, pathnameOf } from './browser.ts';
import { demoCredential, signIn, submitLoginForm } from './demo-accounts.ts';

describe('sessions', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('signing out in one browser ends the session of another', async () => {
    const admin = demoCredential('admin');
    const first = await openPage(browser, '/login');
    const second = await openPage(browser, '/login');
    await signIn(first.page, admin);
    await signIn(second.page, admin);

    await first.page.getByRole('link', { name: 'Log out' }).click();
    await first.page.getByRole('button', { name: 'Yes' }).click();
    await first.page.waitForURL((url) => url.pathname === '/login');

    await second.page.goto('/setpass');
    await second.page.getByLabel('Username', { exact: true }).waitFor();
    expect(pathnameOf(second.page)).toBe('/login');
    const stored = await second.page.evaluate(() => localStorage.getItem('lp-auth'));
    expect(JSON.parse(stored ?? '{}').state).toMatchObject({ isUserLoggedIn: false, token: null });

    await first.context.close();
    await second.context.close();
  });

  it('a garbage stored token lands on /login, and signing in returns to the saved path', async () => {
    const { page, context, problems } = await openPage(browser, '/login');
    await page.evaluate(() => {
      const state = { isUserLoggedIn: true, token: 'garbage.token.value', user: null, redirectPath: null };
      localStorage.setItem('lp-auth', JSON.stringify({ state, version: 0 }));
    });

    await page.goto('/setpass');
    await page.getByLabel('Username', { exact: true }).waitFor();
    expect(pathnameOf(page)).toBe('/login');

    await submitLoginForm(page, demoCredential('learner'));
    await page.getByRole('heading', { name: 'Change password' }).waitFor();
    expect(pathnameOf(page)).toBe('/setpass');
    expect(problems).toEqual([]);
    await context.close();
  });
});
