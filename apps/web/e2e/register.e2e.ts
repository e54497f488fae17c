import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, pathnameOf } from './browser.ts';

describe('registration', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('registers a solo creator at /register and lands on the welcome screen', async () => {
    const username = `creator${Date.now().toString(36)}`;
    const { page, context, problems } = await openPage(browser, '/register');

    await page.getByLabel('Full name', { exact: true }).fill('Nila Creator Rao');
    await page.getByLabel('Username', { exact: true }).fill(username);
    await page.getByLabel('Email', { exact: true }).fill(`${username}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('Secret@123');
    const submit = page.getByRole('button', { name: 'Create account' });
    // Enabled once the username check has answered.
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('button')).some(
        (button) => button.textContent === 'Create account' && !button.disabled,
      ),
    );
    await submit.click();

    await page.getByRole('heading', { name: 'Welcome aboard, Nila!' }).waitFor();
    expect(pathnameOf(page)).toBe('/builder/registered');
    expect(await page.getByText(`we created your own team, ${username}`).isVisible()).toBe(true);

    await page.getByRole('link', { name: 'Go to my home page' }).click();
    await page.getByRole('heading', { name: 'Welcome, Nila' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('joins the demo team at /demo/register, which takes anyone', async () => {
    const username = `learner${Date.now().toString(36)}`;
    const { page, context, problems } = await openPage(browser, '/demo/register');

    await page.getByLabel('Full name', { exact: true }).fill('Meera Learner');
    await page.getByLabel('Username', { exact: true }).fill(username);
    await page.getByLabel('Email', { exact: true }).fill(`${username}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('Secret@123');
    expect(await page.getByLabel('Invite code').count()).toBe(0);
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('button')).some(
        (button) => button.textContent === 'Create account' && !button.disabled,
      ),
    );
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.getByRole('heading', { name: 'Welcome aboard, Meera!' }).waitFor();
    expect(await page.getByText('Your account is ready and you are signed in.').isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
