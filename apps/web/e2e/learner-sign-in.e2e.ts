import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, pathnameOf } from './browser.ts';

interface Credential {
  username: string;
  password: string;
}

/** The seed writes `<role> <username> <password>` lines to DATA_DIR/demo-credentials.txt. */
function demoCredential(role: string): Credential {
  const file = path.join(inject('dataDir'), 'demo-credentials.txt');
  const line = readFileSync(file, 'utf8')
    .split('\n')
    .map((entry) => entry.trim().split(/\s+/))
    .find(([lineRole]) => lineRole === role);
  const [, username, password] = line ?? [];
  if (!username || !password) throw new Error(`No ${role} account in ${file}`);
  return { username, password };
}

describe('learner sign-in', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('signs in with the demo learner and lands on the welcome page', async () => {
    const { username, password } = demoCredential('learner');
    const { page, context, problems } = await openPage(browser, '/login');

    await page.getByLabel('Username', { exact: true }).fill(username);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();

    const welcome = page.getByRole('heading', { name: /^Welcome, \S+/ });
    const failure = page.getByRole('alert');
    await welcome.or(failure).first().waitFor();
    if (await failure.isVisible()) throw new Error(`Sign-in failed: ${await failure.textContent()}`);
    expect(pathnameOf(page)).toBe('/');
    expect(await page.getByRole('link', { name: 'Log out' }).isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
