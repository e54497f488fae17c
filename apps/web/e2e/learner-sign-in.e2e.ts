import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, pathnameOf } from './browser.ts';
import { demoCredential, signIn, submitLoginForm } from './demo-accounts.ts';

describe('learner sign-in', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('signs in with the demo learner and lands on the welcome page', async () => {
    const { page, context, problems } = await openPage(browser, '/login');

    await signIn(page, demoCredential('learner'));

    expect(pathnameOf(page)).toBe('/');
    expect(await page.getByRole('link', { name: 'Log out' }).isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("shows the server's message for a wrong password and stays on the login page", async () => {
    const { username } = demoCredential('manager');
    const { page, context } = await openPage(browser, '/login');

    await submitLoginForm(page, { username, password: 'Wrong@12345' });

    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect((await alert.textContent())?.trim()).toBe('Incorrect username or password.');
    expect(pathnameOf(page)).toBe('/login');
    await context.close();
  });
});
