import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoSeriousViolations } from './axe.ts';
import { launchBrowser, openPage } from './browser.ts';
import { type Credential, demoCredential, signIn } from './demo-accounts.ts';

const run = Date.now().toString(36);
const COURSE = `Analytics safety ${run}`;

/** One API call as a signed-in user. */
async function call(token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${inject('baseUrl')}/api/v3/${path}`, {
    method,
    headers: { 'access-token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

async function signInApi({ username, password }: Credential) {
  const response = await fetch(`${inject('baseUrl')}/api/v3/auth/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`sign in: ${response.status}`);
  return { token: String(response.headers.get('access-token')), user: await response.json() };
}

/** The creator builds and launches a one-quiz course; a new learner of the team answers it right. */
async function courseWithAnsweredQuiz() {
  const creator = await signInApi(demoCredential('creator'));
  const course = await call(creator.token, 'POST', 'courses/create', { name: COURSE });
  const topic = await call(creator.token, 'POST', `courses/${course._id}/topics/create`, { name: 'Basics' });
  const quiz = await call(creator.token, 'POST', 'decks/create', {
    topicId: topic._id,
    name: 'Basics quiz',
    readerType: 'assessment',
    settings: { passingPercentage: 50 },
    content: {
      questions: [
        {
          id: 'q1',
          type: 'single',
          prompt: 'Which sign means stop?',
          options: [
            { id: 'a', text: 'Green light' },
            { id: 'b', text: 'Red octagon' },
          ],
          answer: ['b'],
        },
      ],
    },
  });
  const survey = await call(creator.token, 'POST', 'decks/create', {
    topicId: topic._id,
    name: 'Basics feedback',
    readerType: 'survey',
    content: { questions: [{ id: 's1', type: 'text', prompt: 'What would you change?' }] },
  });
  await call(creator.token, 'POST', `courses/${course._id}/launch`, { resetProgress: false });
  const credential = { username: `analyticslearner${run}`, password: 'Learn@2026x' };
  const registered = await fetch(`${inject('baseUrl')}/api/v3/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ...credential,
      email: `${credential.username}@example.com`,
      first_name: 'Quinn',
      last_name: `Quiz${run}`,
      team: 'demo',
    }),
  });
  if (registered.status !== 201) throw new Error(`register: ${await registered.text()}`);
  const learner = await signInApi(credential);
  await call(creator.token, 'POST', `courses/${course._id}/learners/${learner.user._id}/add`);
  const time = new Date().toISOString();
  await call(learner.token, 'POST', 'activity/submit_queue', {
    trackers: [
      {
        uuid: randomUUID(),
        name: 'QUESTION_RESPONSE',
        time,
        payload: { deckId: quiz._id, questionId: 'q1', response: ['b'] },
      },
      {
        uuid: randomUUID(),
        name: 'DECK_COMPLETED',
        time,
        payload: { deckId: quiz._id, timeSpent: 90, responses: { q1: ['b'] } },
      },
      {
        uuid: randomUUID(),
        name: 'QUESTION_RESPONSE',
        time,
        payload: { deckId: survey._id, questionId: 's1', response: 'More practice drills' },
      },
      {
        uuid: randomUUID(),
        name: 'DECK_COMPLETED',
        time,
        payload: { deckId: survey._id, timeSpent: 30, viewedPercentage: 100 },
      },
    ],
  });
  // The demo manager gets the learner as a report: their reports are what a manager sees.
  const admin = await signInApi(demoCredential('admin'));
  const manager = await signInApi(demoCredential('manager'));
  await call(admin.token, 'PUT', `users/${learner.user._id}/hierarchy/manager`, {
    managerId: manager.user._id,
  });
  return { courseId: course._id as string, quizId: quiz._id as string };
}

describe("a course's analytics in the builder", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  let courseId: string;
  it('shows the learner who answered the quiz, their score and the question distribution, and downloads the CSV', async () => {
    ({ courseId } = await courseWithAnsweredQuiz());
    const { page } = await openPage(browser, '/login');
    await signIn(page, demoCredential('creator'));
    await page.goto(`/builder/courses/${courseId}/analytics`);
    await page.getByRole('tab', { name: 'Summary' }).waitFor();
    await page
      .getByRole('row', { name: /Completed 1/ })
      .first()
      .waitFor();
    await expectNoSeriousViolations(page, 'analytics summary');

    await page.getByRole('tab', { name: 'Learners' }).click();
    const row = page.getByRole('row', { name: new RegExp(`Quinn Quiz${run}`) });
    await row.waitFor();
    expect(await row.textContent()).toContain('100%');
    await expectNoSeriousViolations(page, 'analytics learners');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const csv = await readFile((await (await download).path()) as string, 'utf8');
    expect(csv).toContain(`analyticslearner${run}`);
    expect(csv).toMatch(/completed,100,100/);

    // The drill-down: the learner's deck states and their answers.
    await page.getByRole('button', { name: `Details of Quinn Quiz${run}` }).click();
    const drawer = page.getByRole('dialog', { name: `Quinn Quiz${run} in this course` });
    await drawer.getByRole('button', { name: 'Basics quiz' }).click();
    await drawer.getByRole('cell', { name: 'Red octagon' }).waitFor();
    await expectNoSeriousViolations(page, 'analytics learner detail');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    await page.getByRole('tab', { name: 'Quizzes' }).click();
    const question = page.getByRole('row', { name: /Which sign means stop\?/ });
    await question.waitFor();
    expect(await question.textContent()).toContain('Red octagon: 1');
    await expectNoSeriousViolations(page, 'analytics quizzes');

    // The studio's own Content section is a tab too: the analytics tab is the last one so named.
    await page.getByRole('tab', { name: 'Content', exact: true }).last().click();
    await page.getByRole('row', { name: /Basics quiz/ }).waitFor();
    await expectNoSeriousViolations(page, 'analytics content');

    await page.getByRole('tab', { name: 'Surveys' }).click();
    await page
      .getByRole('table', { name: 'Answers to: What would you change?' })
      .getByText('More practice drills')
      .waitFor();
    await expectNoSeriousViolations(page, 'analytics surveys');

    for (const [tab, shown] of [
      ['Ratings', 'This course has no ratings yet'],
      ['Checklist', 'This course has no checklists yet'],
      ['Games', 'This course has no games yet'],
      ['Old versions', 'Old versions'],
      ['Certificates', 'No certificates issued yet'],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      await page.getByText(shown).last().waitFor();
      await expectNoSeriousViolations(page, `analytics ${tab}`);
    }
  }, 120_000);

  it("shows a manager their report's results without any download button", async () => {
    const { page } = await openPage(browser, '/login');
    await signIn(page, demoCredential('manager'));
    await page.goto(`/builder/courses/${courseId}/analytics`);
    await page.getByRole('tab', { name: 'Learners' }).click();
    const row = page.getByRole('row', { name: new RegExp(`Quinn Quiz${run}`) });
    await row.waitFor();
    expect(await row.textContent()).toContain('100%');
    expect(await page.getByRole('button', { name: /Download/ }).count()).toBe(0);
    await expectNoSeriousViolations(page, 'manager analytics learners');
  }, 60_000);
});
