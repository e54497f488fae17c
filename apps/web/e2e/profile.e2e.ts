import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './browser.ts';
import { type Credential, demoCredential, signIn } from './demo-accounts.ts';

/** Signs in through the API, as a script or another device would, and returns the session token and user id. */
async function apiSignIn(credential: Credential): Promise<{ token: string; userId: string }> {
  const res = await fetch(`${inject('baseUrl')}/api/v3/auth/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credential),
  });
  if (!res.ok) throw new Error(`sign in failed: ${res.status}`);
  const body = (await res.json()) as { _id: string };
  return { token: res.headers.get('access-token') ?? '', userId: body._id };
}

describe('learner profile, dark mode and notifications', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('edits the avatar, switches to dark mode and sees the bell count rise when a notification arrives', async () => {
    const { page, context, problems } = await openPage(browser, '/login');
    await signIn(page, demoCredential('learner'));

    await page.getByRole('button', { name: 'Open the user menu' }).click();
    await page.getByRole('menuitem', { name: 'Edit profile' }).click();
    await page.getByRole('tab', { name: 'Avatar' }).click();
    await page.getByRole('tab', { name: 'Hair', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Hair option 4 of 19' }).click();
    await page.getByRole('tab', { name: 'Skin' }).click();
    await page.getByRole('button', { name: 'Skin option 5 of 7' }).click();
    await page.getByRole('button', { name: 'Save avatar' }).click();
    await page.getByText('Your avatar was saved.').waitFor();
    // The top bar now draws the avatar (an image named after the learner) instead of the initials.
    const drawn = page.getByRole('button', { name: 'Open the user menu' }).getByRole('img', { name: /.+/ });
    await drawn.waitFor();
    expect(((await drawn.getAttribute('aria-label')) ?? '').length).toBeGreaterThan(0);

    const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    const unreadBefore = Number((await bell.getAttribute('aria-label'))?.match(/(\d+) unread/)?.[1]);

    // An admin sends the learner a notification; the bell updates live, without a reload.
    const learner = await apiSignIn(demoCredential('learner'));
    const admin = await apiSignIn(demoCredential('admin'));
    const sent = await fetch(`${inject('baseUrl')}/api/v3/users/${learner.userId}/notifications/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'access-token': admin.token },
      body: JSON.stringify({
        message: { title: 'Safety drill on Friday', description: 'Meet at the lobby at 10.' },
      }),
    });
    expect(sent.status).toBe(201);
    await page.getByRole('button', { name: `Notifications, ${unreadBefore + 1} unread` }).waitFor();
    await page.getByRole('button', { name: `Notifications, ${unreadBefore + 1} unread` }).click();
    await page.getByRole('region', { name: 'Notifications' }).getByText('Safety drill on Friday').waitFor();

    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Open the user menu' }).click();
    await page.getByRole('menuitem', { name: 'Switch to dark mode' }).click();
    await page.waitForFunction(() => document.documentElement.dataset.mantineColorScheme === 'dark');
    await page.getByRole('heading', { name: 'Edit profile' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
