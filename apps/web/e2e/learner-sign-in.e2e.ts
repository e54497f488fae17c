import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
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

  it('after failed sign-ins elsewhere, solves the check in the browser and signs in', async () => {
    // A fresh learner of the demo team, which anyone may join.
    const username = `checked${Date.now().toString(36)}`;
    const password = 'Secret@123';
    const api = (path: string, body: Record<string, string>) =>
      fetch(`${inject('baseUrl')}/api/v3/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const registered = await api('auth/register', {
      username,
      password,
      email: `${username}@example.com`,
      first_name: 'Chandra',
      team: 'demo',
    });
    expect(registered.status).toBe(201);
    for (let i = 0; i < 3; i++) {
      expect((await api('auth/sign_in', { username, password: 'Wrong@12345' })).status).toBe(401);
    }
    const asked = await api('auth/sign_in', { username, password });
    expect(await asked.json()).toMatchObject({ errorCode: 4 });

    const { page, context, problems } = await openPage(browser, '/login');
    await submitLoginForm(page, { username, password });
    // The widget fetches a challenge, solves it in web workers, and the form sends it.
    await page.getByText('One more check').waitFor();
    await page.getByRole('heading', { name: 'Welcome, Chandra' }).waitFor({ timeout: 50_000 });
    expect(pathnameOf(page)).toBe('/');
    // The browser logs the 401 that asked for the check; nothing else (no CSP or worker error).
    expect(problems.filter((problem) => !problem.includes('status of 401'))).toEqual([]);
    await context.close();
  }, 90_000);
});
