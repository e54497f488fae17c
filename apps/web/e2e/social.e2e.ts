import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoSeriousViolations, navigateInApp } from './axe.ts';
import { launchBrowser, openPage } from './browser.ts';
import { type Credential, demoCredential, signIn } from './demo-accounts.ts';

/** A 1x1 PNG: the smallest real image the upload check accepts. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PASSWORD = 'Secret@123';

interface Person extends Credential {
  token: string;
  name: string;
}

/** A new learner of the demo team (which takes anyone), registered through the API. */
async function registerLearner(label: string, firstName: string): Promise<Person> {
  const username = `${label}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const res = await fetch(`${inject('baseUrl')}/api/v3/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username,
      password: PASSWORD,
      email: `${username}@example.com`,
      first_name: firstName,
      last_name: 'Social',
      team: 'demo',
    }),
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  return {
    username,
    password: PASSWORD,
    token: res.headers.get('access-token') ?? '',
    name: `${firstName} Social`,
  };
}

async function apiPost(person: Person, path: string, body: object) {
  const res = await fetch(`${inject('baseUrl')}/api/v3/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'access-token': person.token },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} failed: ${res.status} ${await res.text()}`);
  return res.json();
}

const postCard = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });

describe('the social feed and its moderation', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('a learner posts with an image, sees a like and a comment arrive live, and is told when a moderator hides it', async () => {
    const author = await registerLearner('asha', 'Asha');
    const colleague = await registerLearner('ravi', 'Ravi');
    const reporter = await registerLearner('kiran', 'Kiran');
    const text = `Team lunch photos ${Date.now().toString(36)}`;

    const { page, context, problems } = await openPage(browser, '/demo/login');
    await signIn(page, author);
    await page.getByRole('navigation').getByRole('link', { name: 'Social' }).first().click();
    await page.getByRole('heading', { name: 'Social', level: 1 }).waitFor();
    await expectNoSeriousViolations(page, '/social');

    const editor = page.getByRole('textbox', { name: 'Write a post' });
    await editor.click();
    await editor.pressSequentially(text);
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'lunch.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Remove image 1' }).waitFor();
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    const card = postCard(page, text);
    await card.getByRole('img', { name: 'Image 1 of the post by Asha Social' }).waitFor();
    await card.getByRole('button', { name: /0 likes/ }).waitFor();

    // A colleague likes and comments (another device); the author's open feed updates by itself.
    const feed = (await (
      await fetch(`${inject('baseUrl')}/api/v3/social/feed`, { headers: { 'access-token': colleague.token } })
    ).json()) as { posts: { _id: string; html: string }[] };
    const postId = feed.posts.find((p) => p.html.includes(text))?._id ?? '';
    expect(postId).not.toBe('');
    await apiPost(colleague, `social/posts/${postId}/like`, { liked: true });
    await apiPost(colleague, `social/posts/${postId}/comments/create`, { text: 'Looks delicious!' });
    await card.getByRole('button', { name: /1 like\b/ }).waitFor();
    await card.getByRole('link', { name: '1 comment' }).click();
    await page.getByText('Looks delicious!').waitFor();
    await expectNoSeriousViolations(page, '/social/{postId}');

    // Another learner reports it; a moderator hides it from the reports queue.
    await apiPost(reporter, `social/posts/${postId}/report`, { reason: 'Not work related' });
    const moderator = await openPage(browser, '/demo/login');
    await signIn(moderator.page, demoCredential('admin'));
    await navigateInApp(moderator.page, '/builder/social?tab=reports');
    const row = moderator.page.getByRole('row').filter({ hasText: 'Not work related' });
    await row.waitFor();
    await expectNoSeriousViolations(moderator.page, '/builder/social reports');
    await row.getByRole('button', { name: 'Hide post' }).click();
    await row.waitFor({ state: 'detached' });
    await moderator.page.getByRole('tab', { name: 'Posts' }).click();
    await moderator.page.getByRole('row').filter({ hasText: text }).getByText('Hidden').first().waitFor();
    await expectNoSeriousViolations(moderator.page, '/builder/social posts');

    // The author is told in-app.
    await page.getByRole('button', { name: /^Notifications, [1-9]\d* unread$/ }).click();
    await page
      .getByRole('region', { name: 'Notifications' })
      .getByText('A moderator hid your post')
      .waitFor();
    await page.keyboard.press('Escape');
    await page.getByText('A moderator hid this post.', { exact: false }).waitFor();

    expect(problems).toEqual([]);
    expect(moderator.problems).toEqual([]);
    await moderator.context.close();
    await context.close();
  });
});
