import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoSeriousViolations } from './axe.ts';
import { launchBrowser, openPage } from './browser.ts';
import { type Credential, demoCredential, signIn } from './demo-accounts.ts';
import { openCourseFromLibrary, openDeck, queuedEvents } from './learning.ts';

const run = Date.now().toString(36);
// A course of this journey's own: other journeys share the demo team and the demo learner, so the
// figures checked here count only what happens below.
const COURSE = `Analytics safety ${run}`;
const QUIZ = 'Basics quiz';
const SURVEY = 'Basics feedback';
const STOP = { prompt: 'Which sign means stop?', right: 'Red octagon', wrong: 'Green light' };
const BEND = { prompt: 'Which sign warns of a sharp bend?', right: 'A curved arrow', wrong: 'A red circle' };
const SURVEY_PROMPT = 'What would you change?';
const SURVEY_ANSWER = `More practice drills ${run}`;

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

const question = ({ prompt, right, wrong }: typeof STOP, id: string) => ({
  id,
  type: 'single',
  prompt,
  options: [
    { id: 'a', text: wrong },
    { id: 'b', text: right },
  ],
  answer: ['b'],
});

/**
 * The creator builds and launches a course of a two-question quiz and a survey, and enrols the
 * demo learner in it; the admin makes sure the demo learner reports to the demo manager.
 */
async function launchedCourseForTheDemoLearner() {
  const creator = await signInApi(demoCredential('creator'));
  const course = await call(creator.token, 'POST', 'courses/create', { name: COURSE });
  const topic = await call(creator.token, 'POST', `courses/${course._id}/topics/create`, { name: 'Basics' });
  await call(creator.token, 'POST', 'decks/create', {
    topicId: topic._id,
    name: QUIZ,
    readerType: 'assessment',
    settings: { passingPercentage: 50 },
    content: { questions: [question(STOP, 'q1'), question(BEND, 'q2')] },
  });
  await call(creator.token, 'POST', 'decks/create', {
    topicId: topic._id,
    name: SURVEY,
    readerType: 'survey',
    content: { questions: [{ id: 's1', type: 'text', prompt: SURVEY_PROMPT }] },
  });
  await call(creator.token, 'POST', `courses/${course._id}/launch`, { resetProgress: false });
  const learner = await signInApi(demoCredential('learner'));
  await call(creator.token, 'POST', `courses/${course._id}/learners/${learner.user._id}/add`);
  // What a manager sees are their reports (the demo seed already makes this one).
  const admin = await signInApi(demoCredential('admin'));
  const manager = await signInApi(demoCredential('manager'));
  await call(admin.token, 'PUT', `users/${learner.user._id}/hierarchy/manager`, {
    managerId: manager.user._id,
  });
  return {
    courseId: course._id as string,
    learnerName: `${learner.user.first_name} ${learner.user.last_name}`.trim(),
  };
}

/** Answers the current quiz question and checks the server's verdict (feedback is on by default). */
async function answer(page: Page, option: string, verdict: 'Correct!' | 'Not quite', next: string) {
  await page.getByRole('radio', { name: option }).check();
  await page.getByRole('button', { name: 'Check answer' }).click();
  await page.getByRole('status').getByText(verdict, { exact: true }).waitFor();
  await page.getByRole('button', { name: next }).click();
}

/** The learner's row of the learners tab: status, progress and score, as shown. */
async function learnerFigures(row: Locator) {
  await row.waitFor();
  const [, status, progress, score] = await row.getByRole('cell').allTextContents();
  return { status, progress, score };
}

describe("a course's analytics after the demo learner took its quiz", () => {
  let browser: Browser;
  let courseId: string;
  let learnerName: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    ({ courseId, learnerName } = await launchedCourseForTheDemoLearner());
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the demo learner answers the quiz (one right, one wrong) and the survey, and sees the result', async () => {
    const { page, context, problems } = await openPage(browser, '/login');
    await signIn(page, demoCredential('learner'));
    await openCourseFromLibrary(page, COURSE);
    await openDeck(page, QUIZ);
    await page.getByText(STOP.prompt).waitFor();
    await answer(page, STOP.right, 'Correct!', 'Next');
    await page.getByText(BEND.prompt).waitFor();
    await answer(page, BEND.wrong, 'Not quite', 'Submit');
    await page.getByText('Best score: 50%').waitFor();
    await page.getByText('Passed', { exact: true }).waitFor();

    await page.getByRole('link', { name: 'Back to the course' }).click();
    await openDeck(page, SURVEY);
    await page.getByLabel(SURVEY_PROMPT).fill(SURVEY_ANSWER);
    await page.getByRole('button', { name: 'Send answers' }).click();
    await page.getByText('Thank you for your answers!').waitFor();
    await page.getByRole('link', { name: 'Back to the course' }).click();
    await page.getByTestId('course-percentage').getByText('100% complete').waitFor();
    // Everything the learner did has reached the server.
    await expect.poll(() => queuedEvents(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);

  it("shows the creator that learner's score, each question's answers and the same score in the CSV", async () => {
    const { page, context, problems } = await openPage(browser, '/login');
    await signIn(page, demoCredential('creator'));
    await page.goto(`/builder/courses/${courseId}/analytics`);
    await page.getByRole('tab', { name: 'Summary' }).waitFor();
    await page
      .getByRole('row', { name: /Completed 1/ })
      .first()
      .waitFor();
    await expectNoSeriousViolations(page, 'analytics summary');

    await page.getByRole('tab', { name: 'Learners' }).click();
    const row = page.getByRole('row', { name: learnerName });
    expect(await learnerFigures(row)).toEqual({ status: 'Completed', progress: '100%', score: '50%' });
    await expectNoSeriousViolations(page, 'analytics learners');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const csv = await readFile((await (await download).path()) as string, 'utf8');
    const rows: Record<string, string>[] = parse(csv, { columns: true });
    expect(rows).toEqual([
      expect.objectContaining({
        username: demoCredential('learner').username,
        name: learnerName,
        status: 'completed',
        progress: '100',
        score: '50',
      }),
    ]);

    // The drill-down: the learner's deck states and their answers.
    await page.getByRole('button', { name: `Details of ${learnerName}` }).click();
    const drawer = page.getByRole('dialog', { name: `${learnerName} in this course` });
    await drawer.getByRole('button', { name: QUIZ }).click();
    await drawer.getByRole('cell', { name: STOP.right }).waitFor();
    await drawer.getByRole('cell', { name: BEND.wrong }).waitFor();
    await expectNoSeriousViolations(page, 'analytics learner detail');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    // Each question: one answer (the demo learner's), right or wrong, in the answer distribution.
    await page.getByRole('tab', { name: 'Quizzes' }).click();
    for (const [asked, given, correct] of [
      [STOP, STOP.right, '100%'],
      [BEND, BEND.wrong, '0%'],
    ] as const) {
      const row = page.getByRole('row', { name: asked.prompt });
      await row.waitFor();
      expect(await row.getByRole('cell').allTextContents()).toEqual([
        asked.prompt,
        '1',
        correct,
        `${given}: 1`,
      ]);
    }
    await expectNoSeriousViolations(page, 'analytics quizzes');

    // The studio's own Content section is a tab too: the analytics tab is the last one so named.
    await page.getByRole('tab', { name: 'Content', exact: true }).last().click();
    await page.getByRole('row', { name: QUIZ }).waitFor();
    await expectNoSeriousViolations(page, 'analytics content');

    await page.getByRole('tab', { name: 'Surveys' }).click();
    await page
      .getByRole('table', { name: `Answers to: ${SURVEY_PROMPT}` })
      .getByText(SURVEY_ANSWER)
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
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);

  it('shows the demo manager their report with the same score and no download button', async () => {
    const { page, context, problems } = await openPage(browser, '/login');
    await signIn(page, demoCredential('manager'));
    await page.goto(`/builder/courses/${courseId}/analytics`);
    await page.getByRole('tab', { name: 'Learners' }).click();
    const row = page.getByRole('row', { name: learnerName });
    expect(await learnerFigures(row)).toEqual({ status: 'Completed', progress: '100%', score: '50%' });
    expect(await page.getByRole('button', { name: /Download/ }).count()).toBe(0);
    await expectNoSeriousViolations(page, 'manager analytics learners');

    await page.getByRole('tab', { name: 'Old versions' }).click();
    await page.getByText('Report downloads are not available to managers.').waitFor();
    expect(await page.getByRole('button', { name: /Download/ }).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  }, 60_000);
});
