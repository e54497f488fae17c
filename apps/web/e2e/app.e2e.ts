import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, pathnameOf } from './browser.ts';

describe('first visit', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('sends a visitor from / to the login form, without console or page errors', async () => {
    const { page, context, problems } = await openPage(browser, '/');

    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByLabel('Username', { exact: true }).waitFor();

    expect(pathnameOf(page)).toBe('/login');
    expect(await page.getByLabel('Username', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByLabel('Password', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Log in' }).isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
