import type { Browser, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { navigateInApp } from './axe.ts';
import { launchBrowser, openPage } from './browser.ts';
import { addDeck, addTopic, createCourse, openBuilderFromMenu } from './builder-studio.ts';
import { type Credential, demoCredential, signIn } from './demo-accounts.ts';
import { openCourseFromLibrary, openDeck } from './learning.ts';
import { twoScoPackage } from './scorm-fixture.ts';

const run = Date.now().toString(36);
const COURSE = `Two SCOs ${run}`;
const DECK = 'SCORM: Two SCOs';

const api = (path: string) => `${inject('baseUrl')}/api/v3/${path}`;

async function apiSignIn(credential: Credential): Promise<{ token: string; userId: string }> {
  const res = await fetch(api('auth/sign_in'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credential),
  });
  if (!res.ok) throw new Error(`sign in failed: ${res.status}`);
  return {
    token: res.headers.get('access-token') ?? '',
    userId: ((await res.json()) as { _id: string })._id,
  };
}

async function call<T>(token: string, path: string, body?: unknown): Promise<T> {
  const init: RequestInit =
    body instanceof FormData
      ? { method: 'POST', headers: { 'access-token': token }, body }
      : body === undefined
        ? { headers: { 'access-token': token } }
        : {
            method: 'POST',
            headers: { 'access-token': token, 'content-type': 'application/json' },
            body: JSON.stringify(body),
          };
  const res = await fetch(api(path), init);
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const packageFile = async () => ({
  name: 'two-scos.zip',
  mimeType: 'application/zip',
  buffer: await twoScoPackage(),
});

/** The creator uploads the package into a new launched course the demo learner is enrolled in. */
async function publish(learnerId: string) {
  const { token } = await apiSignIn(demoCredential('creator'));
  const file = await packageFile();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
  const pkg = await call<{ _id: string }>(token, 'formats/scorm/upload', form);
  const course = await call<{ _id: string }>(token, 'courses/create', { name: COURSE });
  const topic = await call<{ _id: string }>(token, `courses/${course._id}/topics/create`, {
    name: 'Lessons',
  });
  const deck = await call<{ _id: string }>(token, 'decks/create', {
    topicId: topic._id,
    name: DECK,
    readerType: 'scorm',
    settings: { maxPoints: 50 },
    content: { packageId: pkg._id },
  });
  await call(token, `courses/${course._id}/launch`, { resetProgress: false });
  await call(token, `courses/${course._id}/learners/${learnerId}/add`, {});
  return { courseId: course._id, deckId: deck._id };
}

/** The player (content origin) and the SCO it frames. */
const playerOf = (page: Page) => page.frameLocator('main iframe');
const scoOf = (player: FrameLocator) => player.frameLocator('iframe');

async function launchedAs(sco: FrameLocator, text: string) {
  await sco.locator('#launch').filter({ hasText: text }).waitFor({ timeout: 30_000 });
}

describe('SCORM conformance journeys', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('plays a two-SCO package through its contents, fails a second attempt without points, and resumes after leaving through the app', async () => {
    const learner = demoCredential('learner');
    const { userId, token } = await apiSignIn(learner);
    const { courseId, deckId } = await publish(userId);
    const record = async () =>
      (
        await call<{ record: Record<string, unknown> }>(
          token,
          `decks/${deckId}/learners/${userId}/show/scorm`,
        )
      ).record;

    const { page, context, problems } = await openPage(browser, '/login');
    await signIn(page, learner);
    await openCourseFromLibrary(page, COURSE);
    await openDeck(page, DECK);
    const player = playerOf(page);
    const sco = scoOf(player);
    const contents = player.getByRole('navigation', { name: 'Contents' });

    // First attempt: the lesson, then the quiz chosen in the table of contents.
    await contents.getByRole('button', { name: 'Lesson (not started)' }).waitFor({ timeout: 30_000 });
    await launchedAs(sco, 'entry=ab-initio location=');
    await sco.getByRole('button', { name: 'Finish lesson' }).click();
    await contents.getByRole('button', { name: 'Lesson (completed)' }).waitFor();
    await contents.getByRole('button', { name: 'Quiz (not started)' }).click();
    await launchedAs(sco, 'entry=ab-initio');
    await sco.getByRole('button', { name: 'Answer well' }).click();
    await contents.getByRole('button', { name: 'Quiz (passed)' }).waitFor();
    await page.getByText('Well done! Your best score is 90% and you have earned 45 points.').waitFor();
    await expect.poll(record).toMatchObject({ completion: true, score: 90, points: 45 });

    // Second attempt at the quiz: 40 % is under the manifest's mastery score of 80.
    await contents.getByRole('button', { name: 'Quiz (passed)' }).click();
    await launchedAs(sco, 'entry= location=');
    await sco.getByRole('button', { name: 'Answer badly' }).click();
    await contents.getByRole('button', { name: 'Quiz (failed)' }).waitFor();
    await page.getByText('This attempt scored 40%, which is not a pass. You can try again.').waitFor();
    // The failed attempt earns nothing: the best score and its points stay.
    await expect.poll(record).toMatchObject({ completion: true, score: 90, points: 45 });

    // Midway through the lesson the learner leaves through the app, then comes back.
    await contents.getByRole('button', { name: 'Lesson (completed)' }).click();
    await launchedAs(sco, 'entry= location=');
    await sco.getByRole('button', { name: 'Bookmark page 2' }).click();
    await launchedAs(sco, 'bookmarked');
    await navigateInApp(page, '/library');
    await page.getByRole('link', { name: new RegExp(`^${COURSE}`) }).waitFor();
    await openCourseFromLibrary(page, COURSE);
    await openDeck(page, DECK);
    await launchedAs(scoOf(playerOf(page)), 'entry=resume location=page-2');

    // Both quiz attempts reach the course's quiz analytics, under the SCO and interaction id.
    const admin = await apiSignIn(demoCredential('admin'));
    const quizzes = await call<{ deckId: string; questions: Record<string, unknown>[] }[]>(
      admin.token,
      `analytics/courses/${courseId}/questions?category=assessment`,
    );
    expect(quizzes.find((d) => d.deckId === deckId)?.questions).toEqual([
      expect.objectContaining({ questionId: 'quiz/capital', responses: 2, correct: 1, percentCorrect: 50 }),
    ]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('lets a team admin turn SCORM on, and a creator add a SCORM deck, upload a package and preview it', async () => {
    const admin = await openPage(browser, '/login');
    await signIn(admin.page, demoCredential('admin'));
    await navigateInApp(admin.page, '/adminPanel?section=settings');
    const formats = admin.page.getByRole('combobox', { name: 'Formats' });
    const form = admin.page.locator('form').filter({ has: formats });
    // From the defaults, where SCORM is off, the admin turns both SCORM formats on.
    await form.getByRole('button', { name: 'Reset to defaults' }).click();
    for (const format of ['SCORM package', 'SCORM exam']) {
      await formats.click();
      await formats.fill(format);
      await admin.page.getByRole('option', { name: format, exact: true }).click();
    }
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await admin.page.getByText('Settings saved.').waitFor();
    expect(admin.problems).toEqual([]);
    await admin.context.close();

    const { page, context, problems } = await openPage(browser, '/login');
    await signIn(page, demoCredential('creator'));
    await openBuilderFromMenu(page);
    const name = `SCORM studio ${run}`;
    await createCourse(page, name);
    await page.getByRole('tab', { name: 'Content', exact: true }).click();
    await addTopic(page, 'Packages');
    await addDeck(page, 'Packages', 'Uploaded lesson', 'SCORM package');
    const chooser = page.waitForEvent('filechooser');
    await page.getByLabel('Upload a SCORM package').first().click();
    await (await chooser).setFiles(await packageFile());
    await page.getByText('SCORM version 1.2').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('status').getByText('All changes saved').waitFor();
    await page.getByRole('tab', { name: 'Preview', exact: true }).click();
    const player = playerOf(page);
    await player.getByRole('navigation', { name: 'Contents' }).waitFor({ timeout: 30_000 });
    await launchedAs(scoOf(player), 'entry=');
    expect(problems).toEqual([]);
    await context.close();
  });
});
